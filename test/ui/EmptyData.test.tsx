import { screen } from '@testing-library/react';
import { EMPTY_DATA_HEIGHT, EmptyData } from '../../src/ui';
import { renderUi } from '../support/renderUi';

describe('EmptyData', () => {
  it('is 174 px high by default (spec §9) and says "No data"', () => {
    const { container } = renderUi(<EmptyData />);
    expect(EMPTY_DATA_HEIGHT).toBe(174);
    expect(screen.getByTestId('empty-data')).toHaveStyle({ height: '174px' });
    expect(container.querySelector('.cem-empty-description')).toHaveTextContent('No data');
  });

  it('takes a description and a height, and speaks the language', () => {
    renderUi(<EmptyData description="No meters in this store" height={240} />);
    expect(screen.getByTestId('empty-data')).toHaveStyle({ height: '240px' });
    expect(screen.getByText('No meters in this store')).toBeInTheDocument();
  });

  it('uses the console language', () => {
    renderUi(<EmptyData />, { lang: 'zh' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
