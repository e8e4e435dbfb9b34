// A dialog asking for one text (a room title, an announcement); resolves null when cancelled or refused by
// `check` (whose message is toasted).
import { Dialog, Toast } from 'antd-mobile';
import styles from './manage.module.css';

/** Asks for a text. */
export function promptText(options: {
  title: string;
  initial?: string;
  placeholder?: string;
  multiline?: boolean;
  confirmText: string;
  cancelText: string;
  check?: (value: string) => string | null;
}): Promise<string | null> {
  let value = options.initial ?? '';
  return new Promise((resolve) => {
    const field = {
      className: styles.field,
      defaultValue: value,
      placeholder: options.placeholder,
      'data-testid': 'prompt-field',
      onChange: (e: { target: { value: string } }) => {
        value = e.target.value;
      },
    };
    void Dialog.confirm({
      title: options.title,
      content: options.multiline ? <textarea rows={4} {...field} /> : <input {...field} />,
      confirmText: options.confirmText,
      cancelText: options.cancelText,
      onConfirm: () => {
        const problem = options.check?.(value.trim()) ?? null;
        if (problem) {
          Toast.show(problem);
          resolve(null);
        } else resolve(value.trim());
      },
      onCancel: () => resolve(null),
    });
  });
}
