import type { UiMessageCatalog } from '../locales';

type CommonKey = 'ok' | 'cancel' | 'close' | 'loading';

/** Strings shared by several components. Each family of components keeps its own file beside this. */
export const commonMessages = {
  en: { ok: 'OK', cancel: 'Cancel', close: 'Close', loading: 'Loading…' },
  es: { ok: 'Aceptar', cancel: 'Cancelar', close: 'Cerrar', loading: 'Cargando…' },
  fr: { ok: 'OK', cancel: 'Annuler', close: 'Fermer', loading: 'Chargement…' },
  pt: { ok: 'OK', cancel: 'Cancelar', close: 'Fechar', loading: 'A carregar…' },
  vi: { ok: 'Đồng ý', cancel: 'Hủy', close: 'Đóng', loading: 'Đang tải…' },
  'zh-TW': { ok: '確定', cancel: '取消', close: '關閉', loading: '載入中…' },
  ar: { ok: 'موافق', cancel: 'إلغاء', close: 'إغلاق', loading: 'جارٍ التحميل…' },
} satisfies UiMessageCatalog<CommonKey>;
