import type { Credits } from '../../../../shared/api/accounts.ts';
import { formatShare } from '../../../../shared/format/numbers.ts';
import { formatNumber } from '../../../lib/format.ts';
import { creditSegments, donutArcs } from '../lib/credit-segments.ts';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Props of CreditsChart. */
export interface CreditsChartProps {
  credits: Credits;
}

/** A donut of the available credits split into used, frozen and remaining, beside the numbers. */
export function CreditsChart({ credits }: CreditsChartProps) {
  const segments = creditSegments(credits);
  const arcs = donutArcs(segments, CIRCUMFERENCE);
  const summary = segments.map((s) => `${s.label} ${formatNumber(s.value)}`).join(', ');
  return (
    <div className="ac-credits">
      <svg className="ac-donut" viewBox="0 0 100 100" role="img" aria-label={`Of ${formatNumber(credits.available_credits)} available credits: ${summary}.`}>
        <circle className="ac-donut__track" cx="50" cy="50" r={RADIUS} />
        {arcs.map((arc) => (
          <circle
            key={arc.id}
            className={`ac-donut__arc ac-donut__arc--${arc.id}`}
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={arc.dashArray}
            strokeDashoffset={arc.dashOffset}
            transform="rotate(-90 50 50)"
          />
        ))}
        <text x="50" y="48" textAnchor="middle" className="ac-donut__value">
          {formatNumber(credits.remaining_credits)}
        </text>
        <text x="50" y="62" textAnchor="middle" className="ac-donut__caption">
          remaining
        </text>
      </svg>
      <table className="ac-legend">
        <caption className="visually-hidden">Credit balance</caption>
        <tbody>
          {segments.map((segment) => (
            <tr key={segment.id}>
              <th scope="row">
                <span className={`ac-swatch ac-swatch--${segment.id}`} aria-hidden="true" />
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
    </div>
  );
}
