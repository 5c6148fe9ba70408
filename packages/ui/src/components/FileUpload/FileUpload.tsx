import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import { formatFileSize } from '../../format/formatShortNumber';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as controls from '../Field/controls.css';
import { acceptAttribute, describeRules, isAccepted } from './fileRules';
import { FileInput } from './FileInput';
import { defaultFileUploadLabels, type FileUploadLabels, type UploadedFile } from './labels';
import { useHydrated } from '../../hydration/useHydrated';
import * as styles from './FileUpload.css';

export type UploadHandler = (file: File, onProgress: (percent: number) => void) => Promise<{ id: string | number }>;

export interface FileUploadProps {
  /** Uploads one file, reporting progress 0–100; resolves with the stored file's id. */
  onUpload: UploadHandler;
  /** The uploaded files (controlled). */
  value?: readonly UploadedFile[];
  defaultValue?: readonly UploadedFile[];
  /** Called with all uploaded files whenever one is added or removed. */
  onChange?: (files: UploadedFile[]) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** Extensions (.pdf), types (application/pdf) or families (image/*). */
  accept?: readonly string[];
  /** Bytes per file. */
  maxSize?: number;
  maxFiles?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** The field's name (on the choose button, so a form can focus it). */
  name?: string;
  labels?: Partial<FileUploadLabels>;
  className?: string;
}

interface PendingItem {
  key: string;
  file: File;
  status: 'uploading' | 'error';
  progress: number;
}

let sequence = 0;

/**
 * Chooses files, checks type, size and count (messages in Chinese), uploads each through the
 * caller's `onUpload` with per-file progress, and lets the visitor remove or retry files.
 * The forwarded ref is the choose button.
 */
export const FileUpload = forwardRef<HTMLButtonElement, FileUploadProps>(function FileUpload(
  {
    onUpload,
    value,
    defaultValue = [],
    onChange,
    onBlur,
    accept = [],
    maxSize,
    maxFiles,
    multiple = true,
    disabled = false,
    name,
    labels: labelOverrides,
    className,
  },
  forwardedRef,
) {
  const labels = { ...defaultFileUploadLabels, ...labelOverrides };
  const field = useFieldControl();
  // Without the page's script (and until it runs) a native file input, its files sent with the form
  // (a multipart POST), and the files already stored sent as their ids; then the scripted chooser.
  const hydrated = useHydrated();
  const id = useId();
  const buttonTextId = `${id}-choose`;
  const rulesId = `${id}-rules`;
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [ownFiles, setOwnFiles] = useState<readonly UploadedFile[]>(defaultValue);
  const [pending, setPending] = useState<PendingItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const done = value ?? ownFiles;
  // The latest list, so that two uploads finishing together both land.
  const doneRef = useRef(done);
  doneRef.current = done;
  const removed = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setDone = (next: UploadedFile[]) => {
    doneRef.current = next;
    if (value === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const upload = (item: PendingItem) => {
    const update = (patch: Partial<PendingItem>) =>
      setPending((items) => items.map((i) => (i.key === item.key ? { ...i, ...patch } : i)));
    onUpload(item.file, (percent) => {
      if (mounted.current && !removed.current.has(item.key)) update({ progress: Math.max(0, Math.min(100, percent)) });
    }).then(
      ({ id: fileId }) => {
        if (!mounted.current || removed.current.has(item.key)) return;
        setPending((items) => items.filter((i) => i.key !== item.key));
        setDone([...doneRef.current, { id: fileId, name: item.file.name, size: item.file.size }]);
        setAnnouncement(labels.announceDone(item.file.name));
      },
      () => {
        if (!mounted.current || removed.current.has(item.key)) return;
        update({ status: 'error' });
        setAnnouncement(labels.announceFailed(item.file.name));
      },
    );
  };

  const addFiles = (files: File[]) => {
    const problems: string[] = [];
    const accepted: PendingItem[] = [];
    let room = maxFiles === undefined ? Infinity : maxFiles - doneRef.current.length - pending.length;
    for (const file of files) {
      if (!isAccepted(file, accept)) problems.push(labels.wrongType(file.name, accept));
      else if (maxSize !== undefined && file.size > maxSize) problems.push(labels.tooLarge(file.name, maxSize));
      else if (room <= 0) {
        if (maxFiles !== undefined && !problems.includes(labels.tooMany(maxFiles))) problems.push(labels.tooMany(maxFiles));
      } else {
        room -= 1;
        sequence += 1;
        accepted.push({ key: `upload-${sequence}`, file, status: 'uploading', progress: 0 });
      }
    }
    setRejections(problems);
    if (accepted.length > 0) {
      setPending((items) => [...items, ...accepted]);
      accepted.forEach(upload);
    }
  };

  const removePending = (item: PendingItem) => {
    removed.current.add(item.key);
    setPending((items) => items.filter((i) => i.key !== item.key));
    setAnnouncement(labels.announceRemoved(item.file.name));
    buttonRef.current?.focus();
  };

  const removeDone = (file: UploadedFile) => {
    setDone(doneRef.current.filter((f) => f !== file));
    setAnnouncement(labels.announceRemoved(file.name));
    buttonRef.current?.focus();
  };

  const rules = describeRules(accept, maxSize, maxFiles);
  const full = maxFiles !== undefined && done.length + pending.length >= maxFiles;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.chooser}>
        {!hydrated && (
          // Not required: the files already stored travel beside it, as their ids.
          <FileInput name={name} multiple={multiple} accept={accept} disabled={disabled || full} required={false} aria-describedby={rules ? rulesId : undefined} />
        )}
        {hydrated && (
        <button
          ref={(node) => {
            buttonRef.current = node;
            if (typeof forwardedRef === 'function') forwardedRef(node);
            else if (forwardedRef) forwardedRef.current = node;
          }}
          type="button"
          id={field?.id}
          name={name}
          disabled={disabled || full}
          aria-labelledby={joinIds(field?.labelId, buttonTextId)}
          aria-describedby={joinIds(field?.describedBy, rules && rulesId)}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
          className={controls.button}
        >
          <span id={buttonTextId}>{labels.choose}</span>
        </button>
        )}
        {rules && (
          <p id={rulesId} className={styles.rules}>
            {rules}
          </p>
        )}
      </div>
      {!hydrated && name !== undefined && done.map((file) => <input key={`kept-${file.id}`} type="hidden" name={name} value={JSON.stringify({ id: file.id, name: file.name, size: file.size })} />)}
      {hydrated && (
      <input
        ref={inputRef}
        type="file"
        // Reached through the button above; hidden from the keyboard and screen readers.
        tabIndex={-1}
        aria-hidden="true"
        aria-label={labels.fileInput}
        className={visuallyHidden}
        multiple={multiple}
        accept={acceptAttribute(accept)}
        disabled={disabled}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
      )}
      {/* Always present, so that messages added to it are announced. */}
      <div role="alert">
        {rejections.length > 0 && (
          <ul className={styles.rejections}>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {(done.length > 0 || pending.length > 0) && (
        <ul className={styles.list} aria-label={labels.list}>
          {done.map((file) => (
            <li key={`done-${file.id}`} className={styles.item} data-status="done">
              <span className={styles.name}>
                {file.name}
                <span className={styles.size}>{formatFileSize(file.size)}</span>
              </span>
              {/* Removing a stored file is the script's: without it the file stays with the form. */}
              {hydrated && (
                <span className={styles.actions}>
                  <button type="button" className={controls.linkButton} disabled={disabled} onClick={() => removeDone(file)}>
                    {labels.remove}
                    <span className={visuallyHidden}> {file.name}</span>
                  </button>
                </span>
              )}
              <span className={styles.status}>{labels.done}</span>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className={styles.item} data-status={item.status}>
              <span className={styles.name}>
                {item.file.name}
                <span className={styles.size}>{formatFileSize(item.file.size)}</span>
              </span>
              <span className={styles.actions}>
                {item.status === 'error' && (
                  <button
                    type="button"
                    className={controls.linkButton}
                    onClick={() => {
                      const retried = { ...item, status: 'uploading' as const, progress: 0 };
                      setPending((items) => items.map((i) => (i.key === item.key ? retried : i)));
                      upload(retried);
                    }}
                  >
                    {labels.retry}
                    <span className={visuallyHidden}> {item.file.name}</span>
                  </button>
                )}
                <button type="button" className={controls.linkButton} onClick={() => removePending(item)}>
                  {labels.remove}
                  <span className={visuallyHidden}> {item.file.name}</span>
                </button>
              </span>
              {item.status === 'uploading' ? (
                <span className={styles.status}>
                  <progress className={styles.progress} max={100} value={item.progress} aria-label={labels.progress(item.file.name)} />
                  <span aria-hidden="true">{Math.round(item.progress)}%</span>
                </span>
              ) : (
                <span className={[styles.status, styles.statusError].join(' ')}>{labels.failed}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
});
FileUpload.displayName = 'FileUpload';
