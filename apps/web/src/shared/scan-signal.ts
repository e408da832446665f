import { useState } from "react";
import { readPreference, writePreference } from "./preferences";

/** `preferences_scan_sound` (local storage): false turns the refused-scan sound off. */
const SOUND_PREFERENCE = "scan_sound";

export function isScanSoundOn(): boolean {
  return readPreference<boolean>(SOUND_PREFERENCE) !== false;
}

export function setScanSoundOn(on: boolean): void {
  writePreference(SOUND_PREFERENCE, on);
}

/** The refused-scan sound setting, for a switch that changes it. */
export function useScanSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(isScanSoundOn);
  return [
    on,
    (next) => {
      setScanSoundOn(next);
      setOn(next);
    },
  ];
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/**
 * Two short low tones: a refused scan must be noticed by someone looking at the pallet, not the
 * screen. Silent when the user turned it off or the browser has no audio.
 */
export function playRefusalSound(): void {
  if (!isScanSoundOn()) return;
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === "suspended") void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 330],
      [0.16, 220],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "square";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.15);
    }
  } catch {
    // A sound is a courtesy; the field's error colour and text still say it.
  }
}
