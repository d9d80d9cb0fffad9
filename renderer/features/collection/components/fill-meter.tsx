import { formatNumber } from '../../../lib/format.ts';
import { COLLECTION_CAPACITY } from '../lib/item-rows.ts';

/** Props of FillMeter. */
export interface FillMeterProps {
  count: number;
  capacity?: number;
}

/** How full a collection is: "n / 5000" with a native meter (amber past 90%, red when full). */
export function FillMeter({ count, capacity = COLLECTION_CAPACITY }: FillMeterProps) {
  const text = `${formatNumber(count)} / ${formatNumber(capacity)}`;
  return (
    <span className="fill-meter">
      <meter
        className="fill-meter__bar"
        min={0}
        max={capacity}
        low={capacity * 0.9}
        high={capacity * 0.999}
        optimum={0}
        value={Math.min(count, capacity)}
        aria-label="Items in this collection"
        aria-valuetext={`${text} items`}
      >
        {text}
      </meter>
      <span className="fill-meter__text num">{text}</span>
    </span>
  );
}
