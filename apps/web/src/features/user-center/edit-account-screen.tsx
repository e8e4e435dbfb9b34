import { Button, DatePicker, Input, List, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { useGoBack } from '../../components/use-go-back';
import { textWidth } from '@tifo/sports';
import { useEditUser } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { AvatarField } from './avatar-field';
import { GENDERS, isoDate, parseBirthday, signatureOf } from './profile-fields';
import './user-center.css';

/** Display-width limits (Chinese characters count 2). */
const NICK_MAX_WIDTH = 24;
const SIGNATURE_MAX = 60;

/** /edit-account (logged in): nick name, signature, gender, birthday, city. */
export function EditAccountScreen() {
  const { t } = useTranslation('userCenter');
  const goBack = useGoBack('/info');
  const user = useAppStore((s) => s.user)!;
  const edit = useEditUser();
  const [nick, setNick] = useState(user.nick_name ?? '');
  const [signature, setSignature] = useState(signatureOf(user));
  const [gender, setGender] = useState<number>(Number(user.profile?.gender ?? 0));
  const [birthday, setBirthday] = useState(user.profile?.birthday ?? '');
  const [city, setCity] = useState(user.profile?.city ?? '');
  const [pickerOpen, setPickerOpen] = useState(false);

  const save = async () => {
    const nickName = nick.trim();
    if (!nickName) return void Toast.show(t('nickRequired'));
    if (textWidth(nickName) > NICK_MAX_WIDTH) return void Toast.show(t('nickTooLong'));
    const patch = {
      nick_name: nickName,
      signature: signature.trim(),
      gender,
      birthday: birthday || undefined,
      city: city.trim(),
    };
    try {
      await edit.mutateAsync(patch);
    } catch {
      return;
    }
    // Show the new values at once; the refetch started by the mutation confirms them.
    useAppStore.getState().patchUser({
      nick_name: patch.nick_name,
      signature: patch.signature,
      profile: {
        ...user.profile,
        gender,
        // No birthday sent leaves the stored one (the server changes only the fields it gets).
        birthday: patch.birthday ?? user.profile.birthday,
        city: patch.city,
        signature: patch.signature,
      },
    });
    Toast.show({ icon: 'success', content: t('common:saved') });
    goBack();
  };

  const maxDate = new Date();
  return (
    <Page title={t('editTitle')}>
      <section className="card">
        <List className="edit-list">
          <AvatarField />
          <List.Item title={t('fields.nick')}>
            <Input
              name="nick_name"
              value={nick}
              onChange={setNick}
              placeholder={t('nickPlaceholder')}
              clearable
            />
          </List.Item>
          <List.Item title={t('fields.signature')}>
            <TextArea
              name="signature"
              value={signature}
              onChange={setSignature}
              placeholder={t('signaturePlaceholder')}
              maxLength={SIGNATURE_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </List.Item>
          <List.Item title={t('fields.gender')}>
            <Selector
              columns={3}
              options={GENDERS.map((g) => ({ value: g.value, label: t(g.label) }))}
              value={[gender]}
              onChange={(v) => v.length > 0 && setGender(v[0]!)}
            />
          </List.Item>
          <List.Item
            title={t('fields.birthday')}
            onClick={() => setPickerOpen(true)}
            extra={birthday || t('notSet')}
            arrowIcon
          />
          <List.Item title={t('fields.city')}>
            <Input
              name="city"
              value={city}
              onChange={setCity}
              placeholder={t('cityPlaceholder')}
              maxLength={30}
              clearable
            />
          </List.Item>
        </List>
      </section>
      <DatePicker
        visible={pickerOpen}
        onClose={() => setPickerOpen(false)}
        min={new Date(1920, 0, 1)}
        max={maxDate}
        defaultValue={parseBirthday(birthday) ?? new Date(2000, 0, 1)}
        onConfirm={(date) => setBirthday(isoDate(date))}
        confirmText={t('common:confirm')}
        cancelText={t('common:cancel')}
        title={t('fields.birthday')}
      />
      <div className="auth-actions" style={{ marginTop: 'calc(24 * var(--px))' }}>
        <Button className="primary-button" block onClick={save} loading={edit.isPending}>
          {t('common:save')}
        </Button>
      </div>
    </Page>
  );
}
