import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { t } from '../i18n';

/** A lazy page that fails to load (or throws) shows a Chinese error state instead of a blank app. */
export class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <Result
          status="error"
          title={t('pages.loadFailed')}
          subTitle={this.state.error.message}
          extra={<Button onClick={() => window.location.reload()}>{t('pages.reload')}</Button>}
        />
      );
    }
    return this.props.children;
  }
}
