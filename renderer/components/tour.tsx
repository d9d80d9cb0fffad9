import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { trapTab } from './focusable.ts';

/** One step of a tour: the element it points at (CSS selector) and what it says. */
export interface TourStep {
  target: string;
  title: string;
  body: ReactNode;
}

/** Props of Tour: shown until finished or skipped once, then remembered in localStorage. */
export interface TourProps {
  /** Unique per tour; the dismissed flag is stored under it. */
  id: string;
  steps: readonly TourStep[];
  /** Whether the tour may start now (e.g. once the screen's data has loaded). Default true. */
  enabled?: boolean;
  onFinish?: () => void;
}

const KEY_PREFIX = 'desk.tour.';

/** Whether the user has finished or skipped the tour `id`. */
export function isTourDismissed(id: string): boolean {
  try {
    return localStorage.getItem(`${KEY_PREFIX}${id}`) === 'dismissed';
  } catch {
    return false;
  }
}

/** Remembers (or, with false, forgets) that the tour `id` was dismissed. */
export function setTourDismissed(id: string, dismissed = true): void {
  try {
    if (dismissed) localStorage.setItem(`${KEY_PREFIX}${id}`, 'dismissed');
    else localStorage.removeItem(`${KEY_PREFIX}${id}`);
  } catch {
    // Storage can be unavailable (private mode, quota): the tour then simply shows again next time.
  }
}

const REPLAY_EVENT = 'desk:tour-replay';

/** Starts every mounted tour again from its first step (Settings → Replay the tour), whatever `enabled` says. */
export function replayTours(): void {
  window.dispatchEvent(new Event(REPLAY_EVENT));
}

const CARD_WIDTH = 300;
const GAP = 10;

/** Places the card below its target (above when there is no room), or centred when there is none. */
function place(target: Element | null, card: HTMLElement): void {
  const height = card.offsetHeight;
  let top: number;
  let left: number;
  if (!target) {
    top = Math.max(GAP, (window.innerHeight - height) / 2);
    left = Math.max(GAP, (window.innerWidth - CARD_WIDTH) / 2);
  } else {
    const rect = target.getBoundingClientRect();
    top = rect.bottom + GAP + height <= window.innerHeight ? rect.bottom + GAP : Math.max(GAP, rect.top - GAP - height);
    left = Math.min(Math.max(GAP, rect.left), window.innerWidth - CARD_WIDTH - GAP);
  }
  card.style.top = `${top}px`;
  card.style.left = `${left}px`;
  card.style.visibility = 'visible';
}

/** A guided tour: a small non-modal card beside each target in turn, with Back, Next and Skip. */
export function Tour({ id, steps, enabled = true, onFinish }: TourProps) {
  const [dismissed, setDismissed] = useState(() => isTourDismissed(id));
  const [index, setIndex] = useState(0);
  // Asked for by the user: shown even where it would not start by itself (another profile, automation).
  const [replaying, setReplaying] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const step = steps[index];
  const active = (enabled || replaying) && !dismissed && step !== undefined;

  useEffect(() => {
    const replay = () => {
      setTourDismissed(id, false);
      setDismissed(false);
      setIndex(0);
      setReplaying(true);
    };
    window.addEventListener(REPLAY_EVENT, replay);
    return () => window.removeEventListener(REPLAY_EVENT, replay);
  }, [id]);
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  const finish = useCallback(() => {
    setTourDismissed(id);
    setDismissed(true);
    setReplaying(false);
    onFinishRef.current?.();
  }, [id]);

  useLayoutEffect(() => {
    if (!active) return;
    const card = cardRef.current;
    if (!card) return;
    const target = document.querySelector(step.target);
    target?.classList.add('tour-target');
    target?.scrollIntoView({ block: 'nearest' });
    const update = () => place(target, card);
    update();
    card.focus();
    window.addEventListener('resize', update);
    return () => {
      target?.classList.remove('tour-target');
      window.removeEventListener('resize', update);
    };
  }, [active, step]);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, finish]);

  if (!active) return null;

  const last = index === steps.length - 1;
  return (
    <div
      ref={cardRef}
      className="tour"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (cardRef.current) trapTab(event, cardRef.current);
      }}
    >
      <p className="tour__step muted">
        Step {index + 1} of {steps.length}
      </p>
      <h2 id={titleId} className="tour__title">
        {step.title}
      </h2>
      <div className="tour__body">{step.body}</div>
      <div className="tour__actions">
        <Button variant="ghost" size="sm" onClick={finish}>
          Skip tour
        </Button>
        <span className="spacer" />
        {index > 0 && (
          <Button size="sm" onClick={() => setIndex(index - 1)}>
            Back
          </Button>
        )}
        <Button size="sm" variant="primary" onClick={() => (last ? finish() : setIndex(index + 1))}>
          {last ? 'Done' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
