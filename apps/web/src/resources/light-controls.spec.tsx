import { render } from '@testing-library/react';
import { Button, Checkbox, ConfigProvider } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useRowActionClasses } from './row-action-button';
import { RowCheckbox, useCheckboxClasses } from './RowCheckbox';

// The list's row buttons and boxes are plain elements wearing antd's classes (a 60-row list
// rendered 360 antd Buttons and 60 Checkboxes). If antd renames its classes, these fail
// before the row menu loses its looks.
const classesOf = (el: Element | null) => new Set((el?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));

function Probe({ onClasses }: { onClasses: (c: ReturnType<typeof useRowActionClasses>, b: ReturnType<typeof useCheckboxClasses>) => void }) {
  onClasses(useRowActionClasses(), useCheckboxClasses());
  return null;
}

describe('light row controls look like antd', () => {
  let actions: ReturnType<typeof useRowActionClasses>;
  let boxes: ReturnType<typeof useCheckboxClasses>;
  const themed = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { colorPrimary: '#0b7a75' } }}>{node}</ConfigProvider>);

  beforeEach(() => {
    themed(<Probe onClasses={(a, b) => ((actions = a), (boxes = b))} />);
  });

  it('row action buttons carry the classes of antd small icon-only buttons', () => {
    const { container } = themed(
      <>
        <Button size="small" icon={<DeleteOutlined />} data-kind="default" />
        <Button size="small" type="primary" icon={<DeleteOutlined />} data-kind="primary" />
        <Button size="small" danger icon={<DeleteOutlined />} data-kind="danger" />
      </>,
    );
    expect(classesOf(container.querySelector('[data-kind="default"]'))).toEqual(classesOf(Object.assign(document.createElement('i'), { className: actions.copy })));
    expect(classesOf(container.querySelector('[data-kind="primary"]'))).toEqual(classesOf(Object.assign(document.createElement('i'), { className: actions.edit })));
    expect(classesOf(container.querySelector('[data-kind="danger"]'))).toEqual(classesOf(Object.assign(document.createElement('i'), { className: actions.del })));
  });

  it('row boxes carry the classes of antd checkboxes, checked or not', () => {
    for (const checked of [false, true]) {
      const antd = themed(<Checkbox checked={checked} />).container;
      const light = themed(<RowCheckbox checked={checked} classes={boxes} onChange={() => undefined} />).container;
      expect(classesOf(light.querySelector('label'))).toEqual(classesOf(antd.querySelector('label')));
      expect(classesOf(light.querySelector('label > span'))).toEqual(classesOf(antd.querySelector('label > span')));
      expect(classesOf(light.querySelector('input'))).toEqual(classesOf(antd.querySelector('input')));
      expect(light.querySelector('input')!.checked).toBe(checked);
    }
  });
});
