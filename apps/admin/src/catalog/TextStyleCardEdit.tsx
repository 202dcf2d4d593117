import { Edit } from 'react-admin';
import { TextStyleCardForm } from './TextStyleCardForm.tsx';

export default function TextStyleCardEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TextStyleCardForm />
    </Edit>
  );
}
