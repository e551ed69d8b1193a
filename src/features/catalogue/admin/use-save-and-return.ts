import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';

/**
 * What a create or edit form does with a save: on success the server's message as a toast and back to
 * the list; on failure the server's message kept for the alert above the form.
 */
export function useSaveAndReturn(listPath: string) {
  const [serverError, setServerError] = useState<string>();
  const navigate = useNavigate();

  const save = async (request: () => Promise<{ message: string }>) => {
    setServerError(undefined);
    try {
      const { message } = await request();
      showToast(message, 'success');
      await navigate(listPath);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return { serverError, save };
}
