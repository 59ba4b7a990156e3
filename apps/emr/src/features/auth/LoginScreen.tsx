import { useNavigate } from 'react-router-dom';
import LoginForm from '../../session/LoginForm';
import { useSession } from '../../session/SessionProvider';
import type { ScreenProps } from '../types';

/** The `login` route (redirect-if-logged-in) of the routed app: after a logout or a 401. */
export default function LoginScreen(_props: ScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <LoginForm
      onSignedIn={async (data) => {
        await session.signedIn(data);
        navigate('/dashboard', { replace: true });
      }}
    />
  );
}
