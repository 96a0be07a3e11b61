import { render } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { withUserText } from './userText';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'ar',
    resources: {
      ar: {
        translation: {
          deactivated: 'تم تعطيل {{name}}.',
          recordDescription: '{{program}} في {{clinic}}',
          imported_one: 'تم استيراد عيادة واحدة إلى {{name}}',
          imported_other: 'تم استيراد {{count}} عيادات إلى {{name}}',
        },
      },
    },
    interpolation: { escapeValue: false },
  }),
);
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the page shows: the sentence, and the text of each `<bdi>` in it. */
function shown(node: React.ReactNode) {
  const { container } = render(<p dir="rtl">{node}</p>);
  const paragraph = container.querySelector('p')!;
  return {
    text: paragraph.textContent,
    isolated: [...paragraph.querySelectorAll('bdi')].map((bdi) => bdi.textContent),
  };
}

describe('withUserText', () => {
  it('puts each text value of a translated sentence in its own bdi', () => {
    expect(shown(withUserText(t, 'deactivated', { name: 'Clínica São José' }))).toEqual({
      text: 'تم تعطيل Clínica São José.',
      isolated: ['Clínica São José'],
    });
    expect(
      shown(
        withUserText(t, 'recordDescription', {
          program: 'Diabetes Care',
          clinic: '78 Giải Phóng, Hà Nội',
        }),
      ).isolated,
    ).toEqual(['Diabetes Care', '78 Giải Phóng, Hà Nội']);
  });

  it('reads as t() does: plurals by count, numbers left to the sentence', () => {
    const node = withUserText(t, 'imported_other', { name: 'North' }, { count: 3 });
    expect(shown(node)).toEqual({
      text: t('imported_other', { count: 3, name: 'North' }),
      isolated: ['North'],
    });
  });

  it('shows typed markup and isolate marks as text, never as elements or cuts', () => {
    const name = '<i>Ana</i> \u2068& Co\u2069';
    const { text, isolated } = shown(withUserText(t, 'deactivated', { name }));
    expect(isolated).toEqual(['<i>Ana</i> & Co']);
    expect(text).toBe('تم تعطيل <i>Ana</i> & Co.');
  });
});
