import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './AccessibilityToolbar.css';
import { Button } from '../Button';
import {
  contrastModes,
  defaultAccessibilitySettings,
  stepTextScale,
  textScales,
  type AccessibilitySettings,
  type ContrastMode,
} from './settings';
import { useReadAloud } from './useReadAloud';

export interface AccessibilityToolbarLabels {
  region: string;
  textSize: string;
  smaller: string;
  larger: string;
  colours: string;
  contrast: Record<ContrastMode, string>;
  largeCursor: string;
  readingGuide: string;
  readAloud: string;
  read: string;
  pause: string;
  resume: string;
  stop: string;
  speaking: string;
  paused: string;
  reset: string;
  close: string;
}

export const defaultAccessibilityToolbarLabels: AccessibilityToolbarLabels = {
  region: '无障碍工具',
  textSize: '文字大小',
  smaller: '缩小文字',
  larger: '放大文字',
  colours: '配色',
  contrast: { normal: '标准配色', high: '高对比度', inverted: '反色' },
  largeCursor: '大鼠标',
  readingGuide: '阅读辅助线',
  readAloud: '朗读',
  read: '朗读本页',
  pause: '暂停朗读',
  resume: '继续朗读',
  stop: '停止朗读',
  speaking: '正在朗读',
  paused: '朗读已暂停',
  reset: '重置',
  close: '关闭工具条',
};

/**
 * The toolbar as a form, for a page shown before (or without) its script: each control is a submit
 * button of a POST to `action`, sending in `name` the value `value` gives for what the control leads to
 * (the settings, and whether the toolbar stays open: false for 关闭工具条), with `fields`. The app's
 * action keeps it and shows the page again. With the script, `onSettingsChange` and `onClose` run instead.
 */
export interface AccessibilityToolbarWithoutScript {
  action: string;
  name: string;
  value: (settings: AccessibilitySettings, open: boolean) => string;
  /** Other fields the form sends, e.g. the page to come back to. */
  fields?: readonly (readonly [string, string])[];
}

export interface AccessibilityToolbarProps {
  settings: AccessibilitySettings;
  onSettingsChange: (settings: AccessibilitySettings) => void;
  /**
   * What 朗读本页 reads: the visitor's selection when there is one, else the page's main content (the
   * app knows where that is). Without it, or without speech synthesis in the browser, no read-aloud.
   */
  readAloudText?: () => string;
  onClose?: () => void;
  withoutScript?: AccessibilityToolbarWithoutScript;
  labels?: Partial<AccessibilityToolbarLabels>;
  id?: string;
  className?: string;
}

/** What a control's button submits without the script: its form and its field's value. */
interface Sends {
  form: string;
  name: string;
  value: string;
}

interface ControlProps {
  onClick: () => void;
  disabled?: boolean;
  /** Whether it is on (a toggle's aria-pressed). */
  pressed?: boolean;
  sends?: Sends;
  children: ReactNode;
}

function Control({ onClick, disabled, pressed, sends, children }: ControlProps) {
  return (
    <Button
      className={styles.control}
      disabled={disabled}
      aria-pressed={pressed}
      type={sends ? 'submit' : 'button'}
      {...sends}
      onClick={(event) => {
        // With the script, the change is made here and nothing is submitted.
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * 无障碍工具条: text size to 200%, high-contrast and inverted colours, a large cursor, a reading guide,
 * read-aloud (the browser's speech synthesis, zh-CN) and reset. Every control is a button reachable by
 * Tab; the region can take focus, so a skip link can lead to it.
 */
export const AccessibilityToolbar = forwardRef<HTMLElement, AccessibilityToolbarProps>(function AccessibilityToolbar(
  { settings, onSettingsChange, readAloudText, onClose, withoutScript, labels: overrides, id, className },
  ref,
) {
  const labels = { ...defaultAccessibilityToolbarLabels, ...overrides, contrast: { ...defaultAccessibilityToolbarLabels.contrast, ...overrides?.contrast } };
  const speech = useReadAloud();
  const percent = Math.round(settings.textScale * 100);
  const formId = useId();
  const sends = (next: AccessibilitySettings, open = true): Sends | undefined =>
    withoutScript ? { form: formId, name: withoutScript.name, value: withoutScript.value(next, open) } : undefined;
  /** A control that leads to `patch` applied: made at once with the script, submitted without it. */
  const leadsTo = (patch: Partial<AccessibilitySettings>) => {
    const next = { ...settings, ...patch };
    return { onClick: () => onSettingsChange(next), sends: sends(next) };
  };

  return (
    <section ref={ref} id={id} tabIndex={-1} aria-label={labels.region} className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      {withoutScript && (
        <form id={formId} method="post" action={withoutScript.action} hidden>
          {withoutScript.fields?.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        </form>
      )}
      <div role="group" aria-label={labels.textSize} className={styles.group}>
        <span className={styles.groupLabel} aria-hidden="true">
          {labels.textSize}
        </span>
        <Control {...leadsTo({ textScale: stepTextScale(settings.textScale, -1) })} disabled={settings.textScale === textScales[0]}>
          {labels.smaller}
        </Control>
        <span className={styles.value} role="status">
          {`${percent}%`}
        </span>
        <Control {...leadsTo({ textScale: stepTextScale(settings.textScale, 1) })} disabled={settings.textScale === textScales.at(-1)}>
          {labels.larger}
        </Control>
      </div>
      <div role="group" aria-label={labels.colours} className={styles.group}>
        <span className={styles.groupLabel} aria-hidden="true">
          {labels.colours}
        </span>
        {contrastModes.map((mode) => (
          <Control key={mode} pressed={settings.contrast === mode} {...leadsTo({ contrast: mode })}>
            {labels.contrast[mode]}
          </Control>
        ))}
      </div>
      <div className={styles.group}>
        <Control pressed={settings.largeCursor} {...leadsTo({ largeCursor: !settings.largeCursor })}>
          {labels.largeCursor}
        </Control>
        <Control pressed={settings.readingGuide} {...leadsTo({ readingGuide: !settings.readingGuide })}>
          {labels.readingGuide}
        </Control>
      </div>
      {readAloudText && speech.supported ? (
        <div role="group" aria-label={labels.readAloud} className={styles.group}>
          {speech.state === 'idle' ? (
            <Control onClick={() => speech.speak(readAloudText())}>{labels.read}</Control>
          ) : (
            <>
              {speech.state === 'speaking' ? (
                <Control onClick={speech.pause}>{labels.pause}</Control>
              ) : (
                <Control onClick={speech.resume}>{labels.resume}</Control>
              )}
              <Control onClick={speech.stop}>{labels.stop}</Control>
            </>
          )}
          <span role="status" className={styles.status[speech.state === 'idle' ? 'idle' : 'busy']}>
            {speech.state === 'speaking' ? labels.speaking : speech.state === 'paused' ? labels.paused : ''}
          </span>
        </div>
      ) : null}
      <div className={styles.group}>
        <Control
          onClick={() => {
            speech.stop();
            onSettingsChange({ ...defaultAccessibilitySettings });
          }}
          sends={sends({ ...defaultAccessibilitySettings })}
        >
          {labels.reset}
        </Control>
        {onClose ? (
          <Control onClick={onClose} sends={sends(settings, false)}>
            {labels.close}
          </Control>
        ) : null}
      </div>
    </section>
  );
});
AccessibilityToolbar.displayName = 'AccessibilityToolbar';
