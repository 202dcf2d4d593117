import { Create } from 'react-admin';
import { PricingRuleForm } from './PricingRuleForm.tsx';
import { ruleBodyOf } from './rule-values.ts';

export default function PricingRuleCreate() {
  return (
    <Create transform={ruleBodyOf} redirect="edit">
      <PricingRuleForm />
    </Create>
  );
}
