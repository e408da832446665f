import {
  Alert,
  Button,
  Card,
  CloseButton,
  Combobox,
  InputBase,
  Loader,
  Stack,
  Text,
  Title,
  useCombobox,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ACTIVITY_TYPES, type Activity, type Asset, HOLD_TYPES, labelOf } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useActivitySearch } from "../../activities/inbound-api";
import { useUpdateAsset } from "../assets-api";

const SEARCH_DEBOUNCE_MS = 250;

function describe(a: Activity): string {
  return [a.slug, labelOf(ACTIVITY_TYPES, a.type), a.accountName, a.clientRef].filter(Boolean).join(" · ");
}

/** Chooses an activity by slug or client reference (`GET /activities/search/{term}`). */
function ActivityChoice({
  value,
  onChange,
  exclude,
  error,
}: {
  value: Activity | null;
  onChange: (activity: Activity | null) => void;
  exclude: string | null;
  error?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const searching = search.trim() !== "" && search !== value?.slug;
  const [term] = useDebouncedValue(searching ? search.trim() : "", SEARCH_DEBOUNCE_MS);
  const results = useActivitySearch(term);
  const found = (results.data ?? []).filter((a) => a.slug !== exclude);
  const choose = (a: Activity | null) => {
    setSearch(a?.slug ?? "");
    onChange(a);
  };
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        choose(found.find((a) => a.slug === slug) ?? null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <InputBase
          label="Move to activity"
          placeholder="Type a load number or client reference"
          value={search}
          error={error}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // Like every select, only a listed activity is kept (SPEC §5); an exact slug is taken.
            if (!value) {
              const exact = found.find((a) => a.slug === search.trim().toLowerCase());
              if (exact) choose(exact);
              else if (search.trim() === "") setSearch("");
            }
          }}
          rightSection={
            results.isFetching ? (
              <Loader size="xs" />
            ) : value ? (
              <CloseButton
                aria-label="Clear activity"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {searching && found.length > 0 ? (
            found.map((a) => (
              <Combobox.Option key={a.slug} value={a.slug}>
                {describe(a)}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>
              {results.isFetching
                ? "Searching…"
                : searching
                  ? `No results for ${search.trim()}`
                  : "Type a load number or client reference"}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * Moves an asset to another activity. A held asset cannot leave its activity: the server
 * refuses with 409 and its reason, shown here in full (not only in the snackbar).
 */
export function AssetEditMove({ asset, onMoved }: { asset: Asset; onMoved: (asset: Asset) => void }) {
  const update = useUpdateAsset(asset);
  const fail = useFailure("AssetEditMove");
  const [target, setTarget] = useState<Activity | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const held = asset.holds.length > 0;

  const move = async () => {
    if (!target) {
      setFieldError("Choose the activity to move the asset to");
      return;
    }
    setRefusal(null);
    setFieldError(undefined);
    try {
      const saved = await update.mutateAsync({ activitySlug: target.slug });
      showSnackbar(`${saved.barcode} was moved to ${target.slug}`, "success");
      setTarget(null);
      onMoved(saved);
    } catch (error) {
      const errors = fail(error);
      if (error instanceof ApiError && error.status === 422)
        setFieldError(errors.activitySlug ?? error.message);
      else setRefusal(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card withBorder maw={900}>
      <Stack>
        <Title order={2} size="h4">
          Move to another activity
        </Title>
        <Text size="sm" c="dimmed">
          Now on {asset.activitySlug ?? "no activity"}.
          {asset.childCount > 0
            ? ` The ${asset.childCount} asset${asset.childCount === 1 ? "" : "s"} inside it move with it.`
            : ""}
        </Text>
        {held ? (
          <Alert color="orange" title="On hold">
            This asset has an active hold ({asset.holds.map((h) => labelOf(HOLD_TYPES, h.type)).join(", ")}):
            it cannot leave its activity until the hold is released.
          </Alert>
        ) : null}
        <ActivityChoice value={target} onChange={setTarget} exclude={asset.activitySlug} error={fieldError} />
        {refusal ? (
          <Alert color="red" title="The move was refused" role="alert" data-testid="move-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Button onClick={move} loading={update.isPending} w="fit-content">
          Move
        </Button>
      </Stack>
    </Card>
  );
}
