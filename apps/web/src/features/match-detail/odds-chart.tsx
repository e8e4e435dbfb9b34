// A small ECharts line chart of odds movement. ECharts is imported here only, and this file is loaded only
// by the index tab, so the score list never downloads it.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** One line of the chart. */
export interface OddsSeries {
  name: string;
  color: string;
  data: number[];
}

/** A line chart of odds over time; `labels` are the x-axis ticks (e.g. minutes). */
export function OddsChart({
  labels,
  series,
  height = 160,
}: {
  labels: string[];
  series: OddsSeries[];
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      grid: { left: 34, right: 10, top: 26, bottom: 22 },
      legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: labels, boundaryGap: false, axisLabel: { fontSize: 10 } },
      yAxis: {
        type: 'value',
        scale: true,
        splitLine: { lineStyle: { color: '#eef0f4' } },
        axisLabel: { fontSize: 10 },
      },
      series: series.map((s) => ({
        name: s.name,
        type: 'line',
        data: s.data,
        smooth: true,
        showSymbol: false,
        lineStyle: { width: 2, color: s.color },
        itemStyle: { color: s.color },
      })),
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [labels, series]);
  return <div ref={ref} style={{ width: '100%', height }} data-testid="odds-chart" />;
}
