import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useOutput } from '../api/get-output.ts';
import { cellText } from '../lib/result-files.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';

/** One output record: its top-level fields as a list, then its whole `output_json`, indented. */
export function OutputJsonViewer() {
  const outputId = useCollectionUi((s) => s.outputId);
  const setOutputId = useCollectionUi((s) => s.setOutputId);
  const output = useOutput(outputId);
  const json = output.data?.output_json;
  const text = json ? JSON.stringify(json, null, 2) : '';
  const asin = typeof json?.asin === 'string' ? json.asin : null;

  const copy = () => {
    void navigator.clipboard.writeText(text).then(
      () => toast.success('Output JSON copied'),
      () => toast.error('The JSON could not be copied', { message: 'The clipboard is not available here; select the text instead.' }),
    );
  };

  return (
    <Dialog
      open={outputId !== null}
      onClose={() => setOutputId(null)}
      title={asin ? `Output ${outputId ?? ''} · ${asin}` : `Output ${outputId ?? ''}`}
      description={output.data ? `Scraped ${formatDateTime(output.data.created_at)} · ${formatNumber(output.data.output_json_count)} fields` : undefined}
      size="lg"
      footer={
        <Button onClick={copy} disabled={!json}>
          Copy JSON
        </Button>
      }
    >
      {output.isLoading ? (
        <Spinner label="Reading the output" />
      ) : output.error ? (
        <ErrorMessage variant="inline" error={asBridgeError(output.error)} title="The output could not be read" onRetry={() => void output.refetch()} />
      ) : json ? (
        <div className="output-json">
          <dl className="output-json__fields">
            {Object.entries(json).map(([key, value]) => (
              <div key={key} className="output-json__field">
                <dt className="mono">{key}</dt>
                <dd>{value === null ? '—' : cellText(value) || <span className="muted">empty</span>}</dd>
              </div>
            ))}
          </dl>
          <details className="output-json__raw" open>
            <summary>Full output_json</summary>
            <pre className="output-json__pre" tabIndex={0} aria-label="output_json">
              {text}
            </pre>
          </details>
        </div>
      ) : (
        <p className="muted">This output record holds no payload.</p>
      )}
    </Dialog>
  );
}
