import type { ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { translateData, type KeysUnder } from '@wasl/i18n/typed';
import * as styles from './docs.css';

/** Latin code (field names, headers, message keys) isolated left to right inside either language. */
export function Code({ children }: { children: string }) {
  return (
    <code className={styles.inlineCode} dir="ltr" translate="no">
      <bdi>{children}</bdi>
    </code>
  );
}

/** A cell of Latin code; an item's name is its row's header. */
function CodeCell({ children, rowHeader = false }: { children: string; rowHeader?: boolean }) {
  const code = <Code>{children}</Code>;
  return rowHeader ? <th scope="row">{code}</th> : <td>{code}</td>;
}

/**
 * The frame every docs table shares: a caption, one header cell per column (`docs:table.<column>`)
 * and a row per item, whose cells `cells` draws (a `th scope="row"` first where the item has a name).
 */
function DocsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
}: {
  caption: string;
  columns: readonly KeysUnder<'docs', 'table'>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('docs');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

export function FieldTable({ caption, fields }: { caption: string; fields: readonly FieldRow[] }) {
  const { t } = useTranslation('docs');
  return (
    <DocsTable
      caption={caption}
      columns={['field', 'type', 'required', 'rules']}
      rows={fields}
      rowKey={(field) => field.name}
      cells={(field) => (
        <>
          <CodeCell rowHeader>{field.name}</CodeCell>
          <CodeCell>{field.type}</CodeCell>
          <td>{field.required ? t('table.yes') : t('table.no')}</td>
          <td>{field.rules.length > 0 ? <Code>{field.rules.join(', ')}</Code> : null}</td>
        </>
      )}
    />
  );
}

export interface ErrorRow {
  status: number;
  message: string;
  /** Translation key of the message (`errors:integration.invalidKey`): generated data, so looked up with `translateData` (ADR 015). */
  text: string;
}

export function ErrorTable({ caption, rows }: { caption: string; rows: readonly ErrorRow[] }) {
  const { i18n } = useTranslation('docs');
  return (
    <DocsTable
      caption={caption}
      columns={['status', 'message', 'meaning']}
      rows={rows}
      rowKey={(row) => `${row.status} ${row.message}`}
      cells={(row) => (
        <>
          <CodeCell>{String(row.status)}</CodeCell>
          <CodeCell>{row.message}</CodeCell>
          <td>{translateData(i18n, row.text) ?? row.message}</td>
        </>
      )}
    />
  );
}

export function HeaderTable({ caption, headers }: { caption: string; headers: readonly { name: string; value: string }[] }) {
  return (
    <DocsTable
      caption={caption}
      columns={['header', 'value']}
      rows={headers}
      rowKey={(header) => header.name}
      cells={(header) => (
        <>
          <CodeCell rowHeader>{header.name}</CodeCell>
          <CodeCell>{header.value}</CodeCell>
        </>
      )}
    />
  );
}
