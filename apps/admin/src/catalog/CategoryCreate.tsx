import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm.tsx';

export default function CategoryCreate() {
  return (
    <Create redirect="list">
      <CategoryForm />
    </Create>
  );
}
