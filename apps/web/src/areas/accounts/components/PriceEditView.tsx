import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import type { PriceList } from "@ops/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import {
  type PriceOwner,
  priceScreens,
  useFetchCurrentPrices,
  usePrices,
  useSavePrices,
} from "../pricing-api";
import { PriceEditor, usePriceRows } from "./PriceEditor";
import { PriceLeaveGuard } from "./PriceLeaveGuard";
import { rowErrorsFromFields, rowsChanged, rowsFromPriceList, toPricesBody } from "./price-editor-rows";
import { savedBy } from "./price-format";

/** Fields edited and saved together with the prices (a price book's name and description). */
export type PriceEditExtra = {
  node: ReactNode;
  dirty: boolean;
  /** Checks and saves the fields; false when they need attention (the fields show why). */
  save: () => Promise<boolean>;
};

type Props = { owner: PriceOwner; title: string; extra?: PriceEditExtra };

/** The edit screen of a price list (an account's inbound or outbound prices, or a price book's). */
export function PriceEditView({ owner, title, extra }: Props) {
  const prices = usePrices(owner);
  if (!prices.data) {
    if (prices.error) throw prices.error;
    return <Loader aria-label="Loading" />;
  }
  return <PriceEditForm owner={owner} title={title} list={prices.data} extra={extra} />;
}

function PriceEditForm({ owner, title, list, extra }: Props & { list: PriceList }) {
  const navigate = useNavigate();
  const fail = useFailure("PriceEditor");
  const save = useSavePrices(owner);
  const fetchCurrent = useFetchCurrentPrices(owner);
  const screens = priceScreens(owner);
  const [initialRows, setInitialRows] = useState(() => rowsFromPriceList(list));
  const [base, setBase] = useState(list);
  const state = usePriceRows(initialRows);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmReload, setConfirmReload] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // Set after a save; the guard is off from that render on, so leaving is not questioned.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const pricesDirty = rowsChanged(initialRows, state.rows);
  const dirty = pricesDirty || Boolean(extra?.dirty);

  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = async (baseVersion: number) => {
    setGeneral([]);
    const built = toPricesBody(state.rows, baseVersion);
    if (!built.ok) {
      state.setErrors(built.errors.rows);
      setGeneral(built.errors.general);
      showSnackbar("Some prices need attention", "error");
      return;
    }
    setSaving(true);
    try {
      if (extra?.dirty && !(await extra.save())) return;
      if (pricesDirty) {
        const saved = await save.mutateAsync(built.body);
        showSnackbar(`Prices saved as version ${saved.version}`, "success");
      } else {
        showSnackbar(extra?.dirty ? "Changes saved" : "Nothing changed", extra?.dirty ? "success" : "info");
      }
      setLeaveTo(screens.view);
    } catch (error) {
      // What was typed stays; the errors land on the lines they name.
      const fields = fail(error);
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      const mapped = rowErrorsFromFields(fields, built.sentKeys);
      state.setErrors(mapped.rows);
      setGeneral(mapped.general);
    } finally {
      setSaving(false);
    }
  };

  const loadLatest = async () => {
    setConfirmReload(false);
    try {
      const current = await fetchCurrent();
      const rows = rowsFromPriceList(current);
      setInitialRows(rows);
      state.reset(rows);
      setBase(current);
      setConflict(null);
      showSnackbar(`Loaded version ${current.version}`, "info");
    } catch (error) {
      fail(error);
    }
  };

  const saveOverLatest = async () => {
    try {
      const current = await fetchCurrent();
      setBase(current);
      setConflict(null);
      await submit(current.version);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack>
      <PriceLeaveGuard when={dirty && leaveTo === null} />
      <div>
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          {base.version > 0
            ? `Editing version ${base.version}, saved ${savedBy(base)}.`
            : "No prices saved yet."}
        </Text>
      </div>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(base.version);
        }}
      >
        <Stack>
          {extra?.node}
          {conflict ? (
            <Alert color="orange" title="Someone else saved these prices" role="alert">
              <Text size="sm">{conflict}</Text>
              <Text size="sm" mt={4}>
                Your changes are still here. Load their version to start again from it, or save yours over it.
              </Text>
              <Group mt="sm">
                <Button size="xs" variant="light" onClick={() => setConfirmReload(true)}>
                  Load their version
                </Button>
                <Button size="xs" variant="default" onClick={() => void saveOverLatest()}>
                  Save mine over it
                </Button>
              </Group>
            </Alert>
          ) : null}
          {general.length > 0 ? (
            <Alert color="red" title="The prices need attention">
              {general.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          ) : null}
          <PriceEditor state={state} />
          <Group>
            <Button type="submit" loading={saving}>
              {extra ? "Save" : "Save prices"}
            </Button>
            <Button variant="default" onClick={() => navigate(screens.view)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirmReload}
        onClose={() => setConfirmReload(false)}
        title="Load the latest version?"
        centered
      >
        <Text size="sm">Your unsaved changes on this screen are replaced by the latest saved prices.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmReload(false)} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={() => void loadLatest()}>
            Discard mine and load
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
