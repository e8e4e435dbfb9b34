import { Button, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { useGoBack } from '../../components/use-go-back';
import { usePublishFeedback } from '../../data/queries/feedback';
import './service.css';

/** Feedback kinds offered to the user (sent as `type`). */
const KINDS = [
  { value: 1, label: 'kinds.bug' },
  { value: 2, label: 'kinds.suggestion' },
  { value: 3, label: 'kinds.account' },
  { value: 4, label: 'kinds.other' },
] as const;
const MIN_LENGTH = 5;
const MAX_LENGTH = 500;

/** /feedback and /mobile/service/feedback: a message to customer service. */
export function FeedbackScreen() {
  const { t } = useTranslation('service');
  const goBack = useGoBack('/user-center');
  const publish = usePublishFeedback();
  const [kind, setKind] = useState<number>(1);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');

  const submit = async () => {
    const text = content.trim();
    if (text.length < MIN_LENGTH) return void Toast.show(t('contentTooShort', { min: MIN_LENGTH }));
    try {
      await publish.mutateAsync({ content: text, contact: contact.trim() || undefined, type: kind });
    } catch {
      return;
    }
    Toast.show({ icon: 'success', content: t('thanks') });
    setContent('');
    goBack();
  };

  return (
    <Page title={t('feedbackTitle')}>
      <section className="card feedback">
        <h2 className="section-title">{t('kind')}</h2>
        <Selector
          columns={2}
          options={KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
          value={[kind]}
          onChange={(v) => v.length > 0 && setKind(v[0]!)}
        />
        <h2 className="section-title">{t('content')}</h2>
        <TextArea
          name="content"
          className="feedback-text"
          value={content}
          onChange={setContent}
          placeholder={t('contentPlaceholder')}
          maxLength={MAX_LENGTH}
          showCount
          autoSize={{ minRows: 5, maxRows: 10 }}
        />
        <h2 className="section-title">{t('contact')}</h2>
        <Input
          name="contact"
          className="feedback-contact"
          value={contact}
          onChange={setContact}
          placeholder={t('contactPlaceholder')}
          clearable
        />
      </section>
      <div className="submit-row">
        <Button className="primary-button" block onClick={submit} loading={publish.isPending}>
          {t('common:submit')}
        </Button>
      </div>
    </Page>
  );
}
