import { useTranslate } from 'react-admin';
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';

/** A row of checkboxes choosing some of `options` (API names, shown as they are: scopes, events). */
export function ChoiceBoxes({ label, options, chosen, onChange }: { label: string; options: readonly string[]; chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  const translate = useTranslate();
  const toggle = (option: string) => onChange(chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option]);
  return (
    <FormGroup row aria-label={translate(label, { _: label })}>
      {options.map((option) => (
        <FormControlLabel key={option} control={<Checkbox checked={chosen.includes(option)} onChange={() => toggle(option)} />} label={option} />
      ))}
    </FormGroup>
  );
}
