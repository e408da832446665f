import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through a dialog, closing
 * or reloading the tab through the browser's own prompt.
 */
export function PriceLeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const blocked = blocker.state === "blocked";
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm">Your changes have not been saved. If you leave now they are lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
