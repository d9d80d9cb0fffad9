import type { Ref } from 'react';
import type { Domain } from '../../../../shared/api/settings.ts';
import { MAX_POSTCODE } from '../../../../shared/api/common.ts';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { domainHint, domainLabel, postcodeExample } from '../lib/postcode-format.ts';
import type { PostcodeDraft } from '../stores/postcodes-ui-store.ts';

/** In-place messages of the postcode form. */
export interface PostcodeFieldErrors {
  domain: string | null;
  zipcode: string | null;
}

/** Props of PostcodeFields. */
export interface PostcodeFieldsProps {
  draft: PostcodeDraft;
  domains: readonly Domain[];
  errors: PostcodeFieldErrors;
  onChange: (patch: Partial<PostcodeDraft>) => void;
  domainRef?: Ref<HTMLSelectElement>;
  zipcodeRef?: Ref<HTMLInputElement>;
}

/** The domain choice (with country and postcode shape) and the postcode value, shared by create and edit. */
export function PostcodeFields({ draft, domains, errors, onChange, domainRef, zipcodeRef }: PostcodeFieldsProps) {
  const domain = domains.find((d) => d.id === draft.domainId);
  const example = domain ? postcodeExample(domain.postcode_regex) : null;
  return (
    <div className="stack">
      <Select
        ref={domainRef}
        label="Domain"
        required
        placeholder="Choose a domain"
        options={domains.map((d) => ({ value: String(d.id), label: domainLabel(d) }))}
        value={draft.domainId === null ? '' : String(draft.domainId)}
        onChange={(event) => onChange({ domainId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
        hint={domain ? domainHint(domain) : 'The retail domain this postcode is for; each has its own postcode format.'}
        error={errors.domain}
      />
      <TextField
        ref={zipcodeRef}
        label="Postcode"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_POSTCODE}
        className="mono"
        placeholder={example ? `e.g. ${example.split(' or ')[0] ?? example}` : undefined}
        value={draft.zipcode}
        onChange={(event) => onChange({ zipcode: event.currentTarget.value })}
        error={errors.zipcode}
      />
    </div>
  );
}
