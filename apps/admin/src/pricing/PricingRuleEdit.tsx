import { Edit } from 'react-admin';
import { PricingRuleForm } from './PricingRuleForm.tsx';
import { TryItQuote } from './TryItQuote.tsx';
import { ruleBodyOf } from './rule-values.ts';

export default function PricingRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={ruleBodyOf} redirect={false}>
      <PricingRuleForm aside={<TryItQuote />} />
    </Edit>
  );
}
