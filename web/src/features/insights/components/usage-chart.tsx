// Loaded lazily (daily-numbers.tsx): recharts stays out of every other route. Chakra's own chart wrapper
// (@chakra-ui/charts) is not used: importing it put every Chakra recipe into the theme chunk all routes
// load (+14 KB gzipped on the login and the dashboard list, over their budget), so the few pieces it
// would give (token colours, a tooltip, a legend) are drawn here.
import { Box, Flex, HStack, Span, Stack, Text, useChakraContext } from '@chakra-ui/react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import type { UsageDay } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { decimalComma } from '#shared/usage-csv.ts';
import { dayAndMonth, formatCount } from '../utils/format-figures.ts';

/** recharts measures its box: without a height it would draw nothing. */
const CHART_HEIGHT = 288;

/** The two series: their colour tokens (the business's primary colour and the text colour) and names. */
const SERIES = [
  { key: 'views', name: M.columns.views, colour: 'brand.solid', format: formatCount },
  { key: 'hours', name: M.columns.hours, colour: 'fg', format: (hours: number) => decimalComma(hours) },
] as const;

const Swatch = ({ colour }: { colour: string }) => (
  <Box as="span" display="inline-block" boxSize="2.5" rounded="sm" bg={colour} flexShrink="0" />
);

/** Views per day as bars (left axis) and hours per day as a line (right axis), dates as DD/MM. */
export default function UsageChart({ days, label }: { days: readonly UsageDay[]; label: string }) {
  // A token as the CSS variable the brand theme sets, so the chart follows the business's colours.
  const system = useChakraContext();
  const colour = (token: string) => system.token(`colors.${token}`, token);
  const [views, hours] = SERIES;
  const data = days.map((day) => ({ date: day.date, views: day.views, hours: Math.round(day.seconds / 36) / 100 }));

  return (
    // An image for assistive technology, named by its summary: the same numbers are in the table below.
    <Box role="img" aria-label={label} h={`${CHART_HEIGHT}px`} textStyle="xs" css={AXIS_STYLE}>
      {/* jsdom has no layout: the first size lets the chart draw in tests too, the browser's replaces it. */}
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 640, height: CHART_HEIGHT }}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={colour('border.muted')} vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayAndMonth} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis yAxisId="views" allowDecimals={false} tickLine={false} axisLine={false} width={40} tickFormatter={formatCount} />
          <YAxis
            yAxisId="hours"
            orientation="right"
            tickLine={false}
            axisLine={false}
            width={48}
            tickFormatter={(value: number) => decimalComma(value, 1)}
          />
          <Tooltip cursor={{ fill: colour('bg.muted') }} animationDuration={100} content={UsageTooltip} />
          <Legend content={UsageLegend} />
          <Bar
            yAxisId="views"
            dataKey={views.key}
            name={views.name}
            fill={colour(views.colour)}
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="hours"
            dataKey={hours.key}
            name={hours.name}
            stroke={colour(hours.colour)}
            strokeWidth={2}
            dot={false}
            type="monotone"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}

const AXIS_STYLE = {
  '& .recharts-cartesian-axis-tick-value': { fill: 'fg.muted' },
  '& svg': { overflow: 'visible' },
  '& *': { outline: 'none' },
} as const;

function UsageTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  return (
    <Stack gap="1" rounded="md" bg="bg.panel" px="2.5" py="1.5" shadow="md" minW="9rem">
      <Text fontWeight="medium">{dayAndMonth(String(label))}</Text>
      {SERIES.map((series) => {
        const value = payload.find((item) => item.dataKey === series.key)?.value;
        return (
          <HStack key={series.key} gap="1.5">
            <Swatch colour={series.colour} />
            <Span color="fg.muted" flex="1">
              {series.name}
            </Span>
            <Span fontWeight="medium" fontVariantNumeric="tabular-nums">
              {series.format(Number(value ?? 0))}
            </Span>
          </HStack>
        );
      })}
    </Stack>
  );
}

function UsageLegend() {
  return (
    <Flex justify="center" gap="4" pt="2">
      {SERIES.map((series) => (
        <HStack key={series.key} gap="1.5">
          <Swatch colour={series.colour} />
          <Span color="fg.muted">{series.name}</Span>
        </HStack>
      ))}
    </Flex>
  );
}
