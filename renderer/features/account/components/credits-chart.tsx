import type { Credits } from '../../../../shared/api/accounts.ts';
import { formatShare } from '../../../../shared/format/numbers.ts';
import { formatNumber } from '../../../lib/format.ts';
import { creditSegments } from '../lib/credit-segments.ts';
import { CreditUsageChart } from './credit-usage-chart.tsx';

/** Props of CreditsChart. */
export interface CreditsChartProps {
  credits: Credits;
}

/** The balance's numbers (used, frozen, remaining of the available credits) beside the credits used per day. */
export function CreditsChart({ credits }: CreditsChartProps) {
  const segments = creditSegments(credits);
  return (
    <div className="ac-credits">
      <table className="ac-legend">
        <caption className="visually-hidden">Credit balance</caption>
        <tbody>
          {segments.map((segment) => (
            <tr key={segment.id}>
              <th scope="row">
                {segment.label}
                <span className="ac-legend__note">{segment.note}</span>
              </th>
              <td className="num">{formatNumber(segment.value)}</td>
              <td className="num muted">{formatShare(Math.max(0, segment.value), credits.available_credits)}</td>
            </tr>
          ))}
          <tr className="ac-legend__total">
            <th scope="row">Available</th>
            <td className="num">{formatNumber(credits.available_credits)}</td>
            <td className="num muted">100%</td>
          </tr>
        </tbody>
      </table>
      <CreditUsageChart />
    </div>
  );
}
