import { act, render, screen } from '@testing-library/react';
import { Form, type FormInstance, Row } from 'antd';
import { INSPECTED_UNIT } from '@ohit/contracts';
import { ComputedPreview } from './ComputedPreview';

describe('computed fields in the form', () => {
  it('previews 下次检测到期 live from the risk class being chosen and the row’s last detection', async () => {
    let form: FormInstance<Record<string, unknown>> | undefined;
    function Harness() {
      const [f] = Form.useForm<Record<string, unknown>>();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="riskClass" hidden>
            <input />
          </Form.Item>
          <Row>
            <ComputedPreview decl={INSPECTED_UNIT} form={f} record={{ riskClass: null, lastDetectionDate: '2026-03-15' }} span={24} />
          </Row>
        </Form>
      );
    }
    render(<Harness />);
    expect(screen.getByText('下次检测到期')).toBeInTheDocument();
    expect(screen.getByTestId('computed-nextDetectionDue')).toHaveTextContent('—');
    await act(async () => form?.setFieldsValue({ riskClass: 'serious' }));
    expect(await screen.findByText('2027-03-15')).toBeInTheDocument();
    await act(async () => form?.setFieldsValue({ riskClass: 'general' }));
    expect(await screen.findByText('2029-03-15')).toBeInTheDocument();
  });
});
