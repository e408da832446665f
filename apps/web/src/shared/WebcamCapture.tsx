import { Alert, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { dataUrlToFile } from "./webcam-file";

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The captured frame as `webcam.jpeg`; the dialog stays open until the caller closes it. */
  onCapture: (file: File) => void | Promise<void>;
  title?: string;
  /** Shown under the preview, e.g. the photo type choice. */
  children?: ReactNode;
  /** The caller is sending the captured file. */
  busy?: boolean;
};

type CameraState =
  | { kind: "starting" }
  | { kind: "live" }
  | { kind: "captured"; dataUrl: string }
  | { kind: "denied" }
  | { kind: "no-camera" }
  | { kind: "failed"; message: string };

/** JPEG keeps webcam photos small; the server sniffs the type from the bytes. */
const CAPTURE_TYPE = "image/jpeg";
const CAPTURE_QUALITY = 0.92;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return { kind: "denied" };
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return { kind: "no-camera" };
  if (name === "NotReadableError")
    return {
      kind: "failed",
      message: "The camera is in use by another application. Close it and try again.",
    };
  return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Takes a photo with the device's camera (getUserMedia, SPEC §5): a live preview, Capture
 * freezes a frame, Retake goes back to the preview, Use photo hands the frame over as an image
 * file. The camera is released whenever the dialog closes or the preview is not showing.
 */
export function WebcamCapture({ opened, onClose, onCapture, title = "Take photo", children, busy }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ kind: "starting" });
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const previewing = opened && (state.kind === "starting" || state.kind === "live");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on "Try again"
  useEffect(() => {
    if (!previewing || streamRef.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: "no-camera" });
      return;
    }
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          // A stream the video cannot show still holds the camera: the catch below releases it.
          video.srcObject = stream;
          void video.play().catch(() => {
            // Autoplay of a muted inline video is allowed; a refusal still leaves the frame.
          });
        }
        setState({ kind: "live" });
      })
      .catch((error: unknown) => {
        stop();
        if (!cancelled) setState(cameraProblem(error));
      });
    return () => {
      cancelled = true;
    };
  }, [previewing, attempt, stop]);

  // Closing the dialog (or unmounting the screen) releases the camera and starts fresh next time.
  useEffect(() => {
    if (!opened) {
      stop();
      setState({ kind: "starting" });
    }
  }, [opened, stop]);
  useEffect(() => stop, [stop]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) {
      setState({ kind: "failed", message: "The camera has not sent a picture yet. Try again in a moment." });
      return;
    }
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL(CAPTURE_TYPE, CAPTURE_QUALITY);
    stop();
    setState({ kind: "captured", dataUrl });
  };

  const retake = () => {
    setState({ kind: "starting" });
    setAttempt((n) => n + 1);
  };

  const use = async () => {
    if (state.kind !== "captured") return;
    try {
      await onCapture(dataUrlToFile(state.dataUrl));
    } catch (error) {
      // The caller reports its own failures; a conversion failure is shown here.
      if (error instanceof Error && error.message.startsWith("The camera")) {
        setState({ kind: "failed", message: error.message });
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack>
        {state.kind === "denied" ? (
          <Alert color="red" title="Camera permission denied">
            This browser is not allowed to use the camera. Allow camera access for this site in the browser's
            settings (the camera icon in the address bar), then try again.
          </Alert>
        ) : state.kind === "no-camera" ? (
          <Alert color="orange" title="No camera found">
            No camera is connected to this device, or the browser cannot use one here. Connect a camera, or
            upload a photo file instead.
          </Alert>
        ) : state.kind === "failed" ? (
          <Alert color="red" title="The camera could not be used">
            {state.message}
          </Alert>
        ) : state.kind === "captured" ? (
          <Image src={state.dataUrl} alt="Captured photo" radius="sm" fit="contain" mah="60vh" />
        ) : (
          <Box pos="relative" style={{ background: "var(--mantine-color-dark-7)", borderRadius: 4 }}>
            <video
              ref={videoRef}
              muted
              playsInline
              autoPlay
              aria-label="Camera preview"
              style={{ width: "100%", aspectRatio: "4 / 3", objectFit: "contain", display: "block" }}
            />
            {state.kind === "starting" ? (
              <Center pos="absolute" inset={0}>
                <Stack align="center" gap={4}>
                  <Loader color="gray" aria-label="Starting the camera" />
                  <Text size="sm" c="gray.3">
                    Starting the camera…
                  </Text>
                </Stack>
              </Center>
            ) : null}
          </Box>
        )}
        {state.kind === "live" || state.kind === "starting" || state.kind === "captured" ? children : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {state.kind === "captured" ? (
            <>
              <Button variant="default" onClick={retake} disabled={busy}>
                Retake
              </Button>
              <Button onClick={use} loading={busy}>
                Use photo
              </Button>
            </>
          ) : state.kind === "denied" || state.kind === "no-camera" || state.kind === "failed" ? (
            <Button onClick={retake}>Try again</Button>
          ) : (
            <Button onClick={capture} disabled={state.kind !== "live"}>
              Capture
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
