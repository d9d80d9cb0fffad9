import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageToSkip } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StaleNote, staleSince } from '../../../components/stale-mark.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { Tone } from '../../../lib/status-tone.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSavedFileNotice } from '../../../components/use-saved-file-notice.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { usePayments } from '../api/list-payments.ts';
import { PAYMENTS_PAGE_SIZE, useAccountUi } from '../stores/account-ui-store.ts';
import { Panel } from './panel.tsx';

/** The badge tone of a payment status. */
export function paymentTone(status: string): Tone {
  const s = status.toLowerCase();
  if (s === 'paid' || s === 'succeeded' || s === 'complete' || s === 'completed') return 'success';
  if (s === 'pending' || s === 'processing') return 'warning';
  if (s === 'failed' || s === 'refunded' || s === 'cancelled' || s === 'canceled') return 'danger';
  return 'neutral';
}

/** Payments, newest first, a page at a time, each with its invoice PDF. */
export function PaymentsPanel() {
  const page = useAccountUi((s) => s.paymentsPage);
  const payments = usePayments(pageToSkip(page, PAYMENTS_PAGE_SIZE), PAYMENTS_PAGE_SIZE);
  const invoice = useDownloadInvoice();
  const savedNotice = useSavedFileNotice();
  const download = (id: number) =>
    invoice.mutate(id, {
      onSuccess: (saved) => savedNotice(`Invoice ${id} saved`, saved.path),
      onError: (error) => {
        const failure = asBridgeError(error);
        if (failure.kind !== 'cancelled') toast.error(`Invoice ${id} was not saved`, { message: `${failure.message} ${nextStepFor(failure)}` });
      },
    });
  const data = payments.data;
  const stale = staleSince(payments);
  return (
    <Panel title="Payments">
      {stale && data && (
        <StaleNote since={stale} reason={asBridgeError(payments.error).message} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      )}
      {payments.isError && !data ? (
        <ErrorMessage variant="inline" error={asBridgeError(payments.error)} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : !data ? (
        <Spinner label="Loading payments" />
      ) : data.items.length === 0 ? (
        <EmptyState title="No payments yet" description="Credit purchases appear here with their invoices." />
      ) : (
        <>
          <table className="ac-table">
            <caption className="visually-hidden">Payments</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="ac-table__num">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Invoice</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((payment) => (
                <tr key={payment.id}>
                  <td className="num">{formatDateTime(payment.created_at)}</td>
                  <td>{payment.description}</td>
                  <td className="num ac-table__num">{formatMoney(payment.amount_cents, payment.currency)}</td>
                  <td>
                    <Badge tone={paymentTone(payment.status)}>{payment.status.charAt(0).toUpperCase() + payment.status.slice(1)}</Badge>
                  </td>
                  <td className="ac-table__end">
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={invoice.isPending && invoice.variables === payment.id}
                      aria-label={`Invoice PDF of payment ${payment.id}`}
                      onClick={() => download(payment.id)}
                    >
                      Invoice PDF
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pageSize={PAYMENTS_PAGE_SIZE}
            total={data.total}
            noun="payments"
            disabled={payments.isFetching}
            onPageChange={(next) => useAccountUi.getState().setPaymentsPage(next)}
          />
        </>
      )}
    </Panel>
  );
}
