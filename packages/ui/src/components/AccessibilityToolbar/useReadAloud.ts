import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type ReadAloudState = 'idle' | 'speaking' | 'paused';

export interface ReadAloud {
  /** False where the browser has no speech synthesis: the toolbar then offers no read-aloud. */
  supported: boolean;
  state: ReadAloudState;
  /** Reads the text aloud in Mandarin (zh-CN), sentence by sentence; stops what was being read. */
  speak(text: string): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

/** Longest piece handed to the speech engine at once: Chromium stops long utterances after ~15 s. */
const PIECE = 120;

/** The text in sentence-sized pieces, split after Chinese and Latin sentence ends and at line breaks. */
export function speechPieces(text: string): string[] {
  const sentences = text
    .replace(/\s*\n\s*/g, '\n')
    .split(/(?<=[。！？；!?;\n])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.flatMap((sentence) => {
    const pieces: string[] = [];
    for (let at = 0; at < sentence.length; at += PIECE) pieces.push(sentence.slice(at, at + PIECE));
    return pieces;
  });
}

const noSubscription = () => () => undefined;

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return null;
  return (window.speechSynthesis as SpeechSynthesis | undefined) ?? null;
}

/**
 * Page read-aloud with the browser's own speech synthesis (no third-party script, nothing sent anywhere):
 * a Mandarin voice when the system has one, the default voice otherwise.
 */
export function useReadAloud(): ReadAloud {
  // False on the server and in the first render of a hydrated page, so the two agree.
  const supported = useSyncExternalStore(noSubscription, () => synthesis() !== null, () => false);
  const [state, setState] = useState<ReadAloudState>('idle');
  // Which reading the callbacks belong to: a stopped reading's late `end` must not touch a new one.
  const reading = useRef(0);

  useEffect(() => {
    return () => {
      reading.current += 1;
      synthesis()?.cancel();
    };
  }, []);

  const stop = useCallback(() => {
    reading.current += 1;
    synthesis()?.cancel();
    setState('idle');
  }, []);

  const speak = useCallback((text: string) => {
    const engine = synthesis();
    if (!engine) return;
    reading.current += 1;
    const mine = reading.current;
    engine.cancel();
    const pieces = speechPieces(text);
    if (pieces.length === 0) {
      setState('idle');
      return;
    }
    const voice = engine.getVoices().find((candidate) => /^zh[-_]CN/i.test(candidate.lang)) ?? null;
    pieces.forEach((piece, index) => {
      const utterance = new SpeechSynthesisUtterance(piece);
      utterance.lang = 'zh-CN';
      if (voice) utterance.voice = voice;
      if (index === pieces.length - 1) {
        utterance.onend = () => {
          if (reading.current === mine) setState('idle');
        };
      }
      utterance.onerror = () => {
        if (reading.current === mine) setState('idle');
      };
      engine.speak(utterance);
    });
    setState('speaking');
  }, []);

  const pause = useCallback(() => {
    synthesis()?.pause();
    setState((now) => (now === 'speaking' ? 'paused' : now));
  }, []);

  const resume = useCallback(() => {
    synthesis()?.resume();
    setState((now) => (now === 'paused' ? 'speaking' : now));
  }, []);

  return { supported, state, speak, pause, resume, stop };
}
