import { Edit } from 'react-admin';
import { PrintingMethodForm } from './PrintingMethodForm.tsx';
import { UsageList } from '../common/UsageList.tsx';

export default function PrintingMethodEdit() {
  return (
    <Edit mutationMode="pessimistic" aside={<UsageList resource="printing-methods" path="/printing/methods" titleKey="dcs.printing.used_by" />}>
      <PrintingMethodForm />
    </Edit>
  );
}
