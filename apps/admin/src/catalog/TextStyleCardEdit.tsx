import { Edit } from 'react-admin';
import { TextStyleCardForm, cardBody } from './TextStyleCardForm.tsx';

export default function TextStyleCardEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={cardBody}>
      <TextStyleCardForm />
    </Edit>
  );
}
