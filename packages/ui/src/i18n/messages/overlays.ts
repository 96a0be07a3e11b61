import type { UiMessageCatalog } from '../locales';

/** Built-in strings of the overlays components. Keys are camelCase; every locale has every key. */
export const overlaysMessages = {
  en: {
    notification: 'Notification',
    notificationsRegion: 'Notifications ({hotkey})',
    toastSuccess: 'Success',
    toastError: 'Error',
  },
  es: {
    notification: 'Notificación',
    notificationsRegion: 'Notificaciones ({hotkey})',
    toastSuccess: 'Éxito',
    toastError: 'Error',
  },
  fr: {
    notification: 'Notification',
    notificationsRegion: 'Notifications ({hotkey})',
    toastSuccess: 'Succès',
    toastError: 'Erreur',
  },
  pt: {
    notification: 'Notificação',
    notificationsRegion: 'Notificações ({hotkey})',
    toastSuccess: 'Sucesso',
    toastError: 'Erro',
  },
  vi: {
    notification: 'Thông báo',
    notificationsRegion: 'Các thông báo ({hotkey})',
    toastSuccess: 'Thành công',
    toastError: 'Lỗi',
  },
  'zh-TW': {
    notification: '通知',
    notificationsRegion: '通知列表（{hotkey}）',
    toastSuccess: '成功',
    toastError: '錯誤',
  },
  ar: {
    notification: 'إشعار',
    notificationsRegion: 'الإشعارات ({hotkey})',
    toastSuccess: 'تمّ بنجاح',
    toastError: 'خطأ',
  },
} satisfies UiMessageCatalog;
