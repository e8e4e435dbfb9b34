import { List, ProgressBar, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/upload';
import { Avatar } from '../../components/avatar';
import { useEditUser } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { isImageFile, resizeForUpload } from './avatar-image';

/**
 * The avatar row of /edit-account: picks an image (image files only), resizes it in the browser (1200x1200,
 * quality 0.8), uploads it to the API's storage with a progress bar, then saves it through editUserInfo.
 */
export function AvatarField() {
  const { t } = useTranslation('userCenter');
  const user = useAppStore((s) => s.user)!;
  const edit = useEditUser();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isImageFile(file)) return void Toast.show(t('chooseImage'));
    setProgress(0);
    try {
      const resized = await resizeForUpload(file);
      const uploaded = await uploadFile(resized, 'avatar.jpg', 'image', (f) =>
        setProgress(Math.round(f * 100)),
      );
      await edit.mutateAsync({ avatar: uploaded.url });
      useAppStore.getState().patchUser({ avatar: uploaded.url });
      Toast.show({ icon: 'success', content: t('avatarSaved') });
    } catch {
      Toast.show({ icon: 'fail', content: t('uploadFailed') });
    } finally {
      setProgress(null);
    }
  };

  return (
    <List.Item
      title={t('fields.avatar')}
      onClick={() => progress === null && input.current?.click()}
      arrowIcon
      extra={
        <span className="avatar-field">
          {progress !== null && (
            <span className="avatar-progress" role="progressbar" aria-valuenow={progress}>
              <ProgressBar percent={progress} />
              <span>{t('uploading', { percent: progress })}</span>
            </span>
          )}
          <Avatar src={user.avatar} name={user.nick_name} id={user.id} size={48} />
        </span>
      }
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        name="avatar"
        hidden
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </List.Item>
  );
}
