import { useMutation } from '@tanstack/react-query';
import { publishFeedback } from '../../api/config';

/** Sends feedback to customer service. */
export function usePublishFeedback() {
  return useMutation({ mutationFn: publishFeedback });
}
