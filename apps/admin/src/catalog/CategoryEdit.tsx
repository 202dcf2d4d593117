import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm.tsx';

export default function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm />
    </Edit>
  );
}
