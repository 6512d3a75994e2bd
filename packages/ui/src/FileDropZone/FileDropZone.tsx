import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { DropZone, FileTrigger, Text, useLocale, type DropItem } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import { fieldClassName, fieldStyles } from '../Field';
import {
  checkFile,
  contentMatchesImage,
  extensionNames,
  formatFileSize,
  parseCsvPreview,
  rulesByKind,
  type CsvPreview,
  type FileKind,
  type FileRule,
} from './fileChecks';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** The visible label. */
  label: string;
  /** `image` shows a preview of the logo; `csv` shows the row count and the first rows. */
  kind: FileKind;
  /** Overrides the accepted types and size limit. @default the kind's rule (logo: SVG/PNG/JPG ≤ 2 MB; CSV ≤ 5 MB) */
  rule?: FileRule;
  /** Controlled file; `null` for none. */
  value?: File | null;
  /** Called with an accepted file, or `null` when removed. Refused files never reach it. */
  onChange?: (file: File | null) => void;
  /** How many CSV rows to show. @default 5 */
  previewRows?: number;
  /** A message from outside (e.g. the upload failed). */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

interface Problem {
  key: 'type' | 'size' | 'empty' | 'multiple' | 'unreadable' | 'noRows';
  name: string;
  size?: number;
}

/**
 * A file by drag and drop or by the "Choose a file" button (the keyboard path). Type, size and
 * (for images) content are checked before anything is uploaded; a refused file gets a translated
 * reason. Images are previewed through an object URL in an `<img>` (never inlined, so an SVG's
 * scripts never run) and the URL is revoked on change and unmount. CSV files show their row count
 * and first rows.
 */
export function FileDropZone({
  label,
  kind,
  rule = rulesByKind[kind],
  value: controlled,
  onChange,
  previewRows = 5,
  errorMessage,
  isRequired,
  isDisabled,
  className,
}: FileDropZoneProps) {
  const { t } = useTranslation('pickers');
  const { locale } = useLocale();
  const [uncontrolled, setUncontrolled] = useState<File | null>(null);
  const file = controlled === undefined ? uncontrolled : controlled;
  const [problem, setProblem] = useState<Problem | null>(null);
  const ids = { label: useId(), hint: useId(), error: useId() };

  const types = useMemo(() => new Intl.ListFormat(locale, { type: 'disjunction' }).format(extensionNames(rule)), [locale, rule]);
  const size = (bytes: number) => formatFileSize(bytes, locale);

  // One object URL per previewed image, revoked when the file changes or the zone unmounts. The
  // preview appears once the browser has decoded the image (its load event), so a file that only
  // looks like an image never shows a broken picture.
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || kind !== 'image') return;
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => setImage({ file, url });
    probe.src = url;
    return () => {
      probe.onload = null;
      URL.revokeObjectURL(url);
    };
  }, [file, kind]);
  const imageUrl = image && image.file === file ? image.url : null;

  // The CSV preview (also for a controlled value), read asynchronously and tied to its file.
  const [csvState, setCsvState] = useState<{ file: File; preview: CsvPreview } | null>(null);
  useEffect(() => {
    if (!file || kind !== 'csv') return;
    let live = true;
    file.text().then(
      (text) => live && setCsvState({ file, preview: parseCsvPreview(text, previewRows) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file, kind, previewRows]);
  const csv = csvState && csvState.file === file ? csvState.preview : null;

  const accept = (next: File | null) => {
    if (controlled === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const consider = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > 1) return setProblem({ key: 'multiple', name: '' });
    const [candidate] = files as [File];
    const refused = checkFile(candidate, rule);
    if (refused) return setProblem({ key: refused, name: candidate.name, size: candidate.size });
    try {
      if (kind === 'image') {
        const head = new Uint8Array(await candidate.slice(0, 512).arrayBuffer());
        if (!contentMatchesImage(candidate.name, head)) return setProblem({ key: 'type', name: candidate.name });
      } else {
        const preview = parseCsvPreview(await candidate.text(), previewRows);
        if (preview.rowCount === 0) return setProblem({ key: 'noRows', name: candidate.name });
      }
    } catch {
      return setProblem({ key: 'unreadable', name: candidate.name });
    }
    setProblem(null);
    accept(candidate);
  };

  const fromDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter((item) => item.kind === 'file').map((item) => item.getFile()));
    await consider(files);
  };

  const message = problem
    ? t(`file.errors.${problem.key}`, { name: problem.name, types, size: problem.size ? size(problem.size) : '', max: size(rule.maxBytes) })
    : errorMessage;

  return (
    <div className={fieldClassName(className)} data-wasl-field="">
      <span id={ids.label} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {file ? (
        <div className={styles.file}>
          {kind === 'image' && imageUrl ? (
            <img src={imageUrl} alt={t('file.preview', { name: file.name })} className={styles.thumbnail} />
          ) : (
            <FileSpreadsheet size={32} aria-hidden="true" className={styles.fileIcon} />
          )}
          <div className={styles.fileMeta}>
            <span className={styles.fileName} dir="auto">
              {file.name}
            </span>
            <span className={styles.fileDetails}>
              {size(file.size)}
              {csv ? ` · ${t('file.rows', { count: csv.rowCount })}` : null}
            </span>
          </div>
          <FileTrigger acceptedFileTypes={[...rule.types, ...rule.extensions]} onSelect={(list) => void consider([...(list ?? [])])}>
            <Button variant="secondary" size="sm" isDisabled={isDisabled}>
              {t('file.replace')}
            </Button>
          </FileTrigger>
          <Button
            variant="ghost"
            size="sm"
            icon={<X size={16} />}
            aria-label={t('file.remove', { name: file.name })}
            isDisabled={isDisabled}
            onPress={() => {
              setProblem(null);
              accept(null);
            }}
          />
        </div>
      ) : (
        <DropZone
          className={styles.zone}
          aria-labelledby={ids.label}
          // Without a name of its own, react-aria names the zone "DropZone" in every language.
          aria-label={t('file.zone')}
          isDisabled={isDisabled}
          data-invalid={message ? true : undefined}
          // Every drag is welcome: a file of the wrong type is refused after the drop, with a reason
          // (a 'cancel' here only shows a no-entry cursor, and the user never learns why).
          getDropOperation={() => 'copy'}
          onDrop={(event) => void fromDrop(event.items)}
        >
          <Upload size={24} aria-hidden="true" className={styles.zoneIcon} />
          <Text slot="label" className={styles.zoneText}>
            {t('file.dropHere')}
          </Text>
          <FileTrigger acceptedFileTypes={[...rule.types, ...rule.extensions]} onSelect={(list) => void consider([...(list ?? [])])}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              aria-describedby={[ids.hint, message ? ids.error : ''].filter(Boolean).join(' ')}
            >
              {t('file.browse')}
            </Button>
          </FileTrigger>
          <span id={ids.hint} className={styles.hint}>
            {t('file.accepted', { types, size: size(rule.maxBytes) })}
          </span>
        </DropZone>
      )}
      {message ? (
        <span id={ids.error} role="alert" className={fieldStyles.error} data-field-error="">
          {message}
        </span>
      ) : null}
      {csv && csv.rows.length > 0 ? (
        <div className={styles.tableWrap}>
          {/* Cells align with the page; <bdi> keeps each value's own direction (Arabic names, Latin phones). */}
          <table className={styles.table}>
            <caption className={styles.caption}>{t('file.firstRows', { count: csv.rows.length })}</caption>
            <thead>
              <tr>
                {csv.header.map((cell, index) => (
                  <th key={index} scope="col" className={styles.th}>
                    <bdi>{cell}</bdi>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {csv.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {csv.header.map((_, index) => (
                    <td key={index} className={styles.td}>
                      <bdi>{row[index] ?? ''}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
