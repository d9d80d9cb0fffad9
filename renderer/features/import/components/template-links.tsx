import { ITEM_TYPES, templateCsv } from '../../../../shared/csv/item-columns.ts';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../lib/download.ts';

/** "Templates": one downloadable CSV per item type, header row and two example rows. */
export function TemplateLinks() {
  return (
    <div className="imp-templates" role="group" aria-label="CSV templates">
      <span className="imp-templates__label">Templates</span>
      {ITEM_TYPES.map((type) => (
        <Button key={type} size="sm" variant="ghost" onClick={() => downloadText(`${type}-template.csv`, templateCsv(type))} aria-label={`Download template ${type}.csv`}>
          {type}.csv
        </Button>
      ))}
    </div>
  );
}
