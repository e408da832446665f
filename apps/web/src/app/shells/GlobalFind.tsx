import { ActionIcon, Kbd, Loader, Modal, Popover, Stack, Text, TextInput } from "@mantine/core";
import { findTermRoute } from "@ops/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../shared/api";
import { call } from "../../shared/endpoints";
import { useFailure } from "../../shared/use-failure";
import { useRefusedScan } from "../../shared/use-refused-scan";

export const FIND_PLACEHOLDER = "Find barcode, serial, load, request";

/** Whether a key press belongs to something else: a text field (then "/" is a slash) or a dialog. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Inside an open dialog the key belongs to the dialog, not to the box behind it.
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Looks the term up (in the signed-in user's family: staff find everything, clients what is
 * theirs) and goes to the screen it names; nothing found says so beside the box.
 */
function useFind(onFound: () => void) {
  const navigate = useNavigate();
  const fail = useFailure("GlobalFind");
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const find = async (raw: string) => {
    const term = raw.trim();
    if (term === "" || busy) return;
    setBusy(true);
    setNotFound(null);
    try {
      const found = await call(findTermRoute, { params: { term } });
      onFound();
      if (found.serverRendered) window.location.assign(found.path);
      else navigate(found.path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Said beside the box only: a snackbar would cover the box at the top of the screen.
        setNotFound(`Nothing found for ${term}`);
      } else {
        fail(error);
      }
    } finally {
      setBusy(false);
    }
  };
  return { find, busy, notFound, clear: () => setNotFound(null) };
}

type Props = {
  /** A phone: a search icon that opens the box. */
  compact: boolean;
};

/**
 * The shell's one search box (SPEC §7 global find): a barcode, serial, load slug or inbound
 * request number goes to its screen. Enter submits, so a keyboard-wedge scanner's burst of
 * keys ending in Enter works; "/" focuses the box from anywhere that is not a text field.
 */
export function GlobalFind({ compact }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const { find, busy, notFound, clear } = useFind(() => {
    setText("");
    setOpen(false);
    // The box lets go after it navigates, so "/" finds again and keys reach the new screen.
    inputRef.current?.blur();
  });
  const refused = useRefusedScan(inputRef, notFound);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return;
      event.preventDefault();
      if (compact) setOpen(true);
      else inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [compact]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refused.markScanned();
    void find(text);
  };

  const input = (
    <TextInput
      ref={inputRef}
      aria-label="Find"
      placeholder={FIND_PLACEHOLDER}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        if (notFound) clear();
      }}
      onFocus={refused.onFocus}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          clear();
          event.currentTarget.blur();
        }
      }}
      data-autofocus
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="search"
      inputMode="search"
      size="sm"
      w={compact ? "100%" : 320}
      error={compact && notFound ? notFound : undefined}
      rightSection={
        busy ? <Loader size="xs" aria-label="Finding" /> : compact ? null : <Kbd size="xs">/</Kbd>
      }
      rightSectionPointerEvents="none"
      title='Press "/" to find'
    />
  );

  if (compact) {
    return (
      <>
        <ActionIcon variant="subtle" size="lg" aria-label="Find" onClick={() => setOpen(true)}>
          <SearchIcon />
        </ActionIcon>
        <Modal
          opened={open}
          onClose={() => {
            setOpen(false);
            clear();
          }}
          title="Find"
          yOffset={8}
        >
          <search>
            <form onSubmit={submit}>
              <Stack gap="xs">
                {input}
                <Text size="xs" c="dimmed">
                  Scan or type a barcode, serial number, load number or request number, then press Enter.
                </Text>
              </Stack>
            </form>
          </search>
        </Modal>
      </>
    );
  }

  return (
    <search>
      <form onSubmit={submit}>
        <Popover opened={notFound !== null} position="bottom-start" withArrow shadow="sm" onDismiss={clear}>
          <Popover.Target>{input}</Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" c="red" role="status">
              {notFound}
            </Text>
          </Popover.Dropdown>
        </Popover>
      </form>
    </search>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
