import type { LocalOutput } from '../../../../shared/bridge/methods/local-copy.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { toast } from '../../../lib/toasts.ts';
import { cellText } from '../lib/result-files.ts';

/** One output record of the local copy: its fields as a list, then the whole record as JSON, indented. */
export function OutputJsonViewer({ output, onClose }: { output: LocalOutput | null; onClose: () => void }) {
  const text = output ? JSON.stringify(output.fields, null, 2) : '';
  const copy = () => {
    void navigator.clipboard.writeText(text).then(
      () => toast.success('Record JSON copied'),
      () => toast.error('The JSON could not be copied', { message: 'The clipboard is not available here; select the text instead.' }),
    );
  };
  return (
    <Dialog
      open={output !== null}
      onClose={onClose}
      title={output ? `Record of ${output.code}` : 'Record'}
      description={output ? `${Object.keys(output.fields).length} fields` : undefined}
      size="lg"
      footer={
        <Button onClick={copy} disabled={!output}>
          Copy JSON
        </Button>
      }
    >
      {output && (
        <div className="output-json">
          <dl className="output-json__fields">
            {Object.entries(output.fields).map(([key, value]) => (
              <div key={key} className="output-json__field">
                <dt className="mono">{key}</dt>
                <dd>{cellText(value) || <span className="muted">empty</span>}</dd>
              </div>
            ))}
          </dl>
          <details className="output-json__raw" open>
            <summary>The whole record</summary>
            <pre className="output-json__pre" tabIndex={0} aria-label="The record as JSON">
              {text}
            </pre>
          </details>
        </div>
      )}
    </Dialog>
  );
}
