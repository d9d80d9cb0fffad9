import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { useImageUrl } from '../../../lib/image-url.ts';
import { isImageField, isWebAddress, recordFields } from '../lib/record-fields.ts';

function ProxiedImage({ src, alt }: { src: string; alt: string }) {
  const url = useImageUrl(src);
  const [failed, setFailed] = useState(false);
  // An image the proxy will not fetch is left out; its address stays beside it.
  return url && !failed ? <img className="ac-record__image" src={url} alt={alt} loading="lazy" onError={() => setFailed(true)} /> : null;
}

function Value({ name, value, depth }: { name: string; value: unknown; depth: number }): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return <span className="num">{Number.isInteger(value) ? formatNumber(value) : value}</span>;
  if (isImageField(name, value)) {
    return (
      <span className="ac-record__media">
        <ProxiedImage src={value} alt={`Image of the product (${name})`} />
        <span className="mono ac-record__url">{value}</span>
      </span>
    );
  }
  if (isWebAddress(value)) return <span className="mono ac-record__url">{value}</span>;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">None</span>;
    return (
      <ol className="ac-record__list">
        {value.map((item, index) => (
          <li key={index}>
            <Value name={name} value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object' && depth < 4) return <RecordList record={value as Record<string, unknown>} depth={depth + 1} />;
  return <code>{JSON.stringify(value)}</code>;
}

function RecordList({ record, depth }: { record: Readonly<Record<string, unknown>>; depth: number }) {
  return (
    <dl className={depth === 0 ? 'ac-record' : 'ac-record ac-record--nested'}>
      {recordFields(record).map((field) => (
        <div key={field.key} className="ac-record__row">
          <dt title={field.key}>{field.label}</dt>
          <dd>
            <Value name={field.key} value={field.value} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of RecordViewer. */
export interface RecordViewerProps {
  record: Readonly<Record<string, unknown>>;
}

/** A scraped record as labelled fields (nested objects indented, images through the proxy), with the raw JSON on request. */
export function RecordViewer({ record }: RecordViewerProps) {
  return (
    <div className="ac-record-viewer">
      <RecordList record={record} depth={0} />
      <details className="ac-raw">
        <summary>Raw JSON</summary>
        <pre>{JSON.stringify(record, null, 2)}</pre>
      </details>
    </div>
  );
}
