import { AdminBrandFormScreen } from '@colla/features/admin-brands';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN } from './paths';

/** `brands/create` and `brands/{id}/edit`. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const brandId = id ? Number(id) : undefined;
  const back = () => void navigate(`${ADMIN}/brands`);
  return (
    <AdminBrandFormScreen
      key={id ?? 'new'}
      brandId={brandId}
      onSaved={back}
      onDeleted={back}
      cancelHref={`${ADMIN}/brands`}
    />
  );
}
