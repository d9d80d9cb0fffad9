import { ITEM_TYPES, templateCsv } from '../../../../shared/csv/item-columns.ts';
import { Button } from '../../../components/button.tsx';
import { useSaveText } from '../api/save-text.ts';

/** "Templates": one CSV per item type (header row and two example rows), saved the way result files are. */
export function TemplateLinks() {
  const save = useSaveText();
  return (
    <div className="imp-templates" role="group" aria-label="CSV templates">
      <span className="imp-templates__label">Templates</span>
      {ITEM_TYPES.map((type) => (
        <Button
          key={type}
          size="sm"
          variant="ghost"
          onClick={() => save.mutate({ suggestedName: `${type}-template.csv`, text: templateCsv(type) })}
          aria-label={`Download template ${type}.csv`}
        >
          {type}.csv
        </Button>
      ))}
    </div>
  );
}
