import { Button } from "@codegouvfr/react-dsfr/Button";
import { scanMessages as m } from "@culture-patrimoine/contract/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { createFrameDecoder } from "../utils/qr-decoder.ts";

/** A frame is read this often while the camera runs (about 7 a second: enough, and light). */
export const SCAN_INTERVAL_MS = 150;
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame is there to be read. */
const HAVE_CURRENT_DATA = 2;

type CameraState =
  | { kind: "off" }
  | { kind: "starting" }
  | { kind: "on" }
  | { kind: "failed"; message: string };

function cameraError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return m.cameraDenied;
  if (name === "NotFoundError" || name === "OverconstrainedError") return m.cameraUnsupported;
  return m.cameraFailed;
}

interface CameraScannerProps {
  /** Every code read; the page decides which ones to send (scan-logic's createCodeGate). */
  onCode: (code: string) => void;
}

/**
 * The rear camera, opened only when asked ("Activer la caméra") and closed when asked or when the
 * page is left; each frame read for a QR code. Never required: the typed code works without it.
 */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  // Each start and stop bumps the run: a loop or a camera of an older run ends itself.
  const runRef = useRef(0);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>({ kind: "off" });

  const release = useCallback(() => {
    runRef.current += 1;
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  // Leaving the page turns the camera off.
  useEffect(() => release, [release]);

  const stop = () => {
    release();
    setState({ kind: "off" });
  };

  const start = async () => {
    const media = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState({ kind: "failed", message: m.cameraUnsupported });
      return;
    }
    release();
    const run = runRef.current;
    setState({ kind: "starting" });
    try {
      const stream = await media.getUserMedia({
        video: { facingMode: { ideal: "environment" } },
        audio: false,
      });
      if (run !== runRef.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) throw new Error("no video element");
      video.srcObject = stream;
      // Autoplay may be refused until the picture is ready; the frames are read all the same.
      await video.play().catch(() => undefined);
      const decode = await createFrameDecoder();
      if (run !== runRef.current) return;
      setState({ kind: "on" });
      const tick = async () => {
        if (run !== runRef.current) return;
        try {
          if (video.readyState >= HAVE_CURRENT_DATA) {
            const code = await decode(video);
            if (code && run === runRef.current) onCodeRef.current(code);
          }
        } catch {
          // A frame that could not be read: the next one may be.
        }
        if (run === runRef.current) timerRef.current = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      if (run !== runRef.current) return;
      release();
      setState({ kind: "failed", message: cameraError(error) });
    }
  };

  const running = state.kind === "on" || state.kind === "starting";
  return (
    <div>
      <div className="cp-scan-camera" hidden={!running}>
        <video ref={videoRef} muted playsInline aria-label={m.cameraVideoLabel} />
        <span className="cp-scan-camera__frame" aria-hidden="true" />
      </div>
      {state.kind === "starting" && <p role="status">{m.cameraStarting}</p>}
      {state.kind === "on" && <p className="fr-hint-text">{m.cameraHint}</p>}
      {state.kind === "failed" && <p className="fr-error-text fr-mb-2w">{state.message}</p>}
      {running ? (
        <Button priority="secondary" iconId="fr-icon-close-line" onClick={stop}>
          {m.cameraStop}
        </Button>
      ) : (
        <Button iconId="fr-icon-camera-line" onClick={() => void start()}>
          {m.cameraStart}
        </Button>
      )}
    </div>
  );
}
