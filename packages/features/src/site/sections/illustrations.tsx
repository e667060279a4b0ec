import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@colla/ui/lib/cn';

/*
 * Decorative illustrations, drawn inline (no image requests). Each has a viewBox and explicit
 * width and height, so the browser reserves its box before it paints: no layout shift. They are
 * hidden from assistive technology; the text beside them says everything.
 */

/** Size them with classes (they fill their box's width); their drawing size is fixed. */
export type IllustrationProps = Omit<
  ComponentProps<'svg'>,
  'children' | 'viewBox' | 'width' | 'height'
>;

function Illustration({
  className,
  width,
  height,
  children,
  ...props
}: IllustrationProps & { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      data-slot="illustration"
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn('block h-auto w-full', className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/** An Eixample block: a square with its corners cut (the chamfers, "xamfrans"). */
function octagon(x: number, y: number, size: number, cut: number): string {
  return [
    `M${x + cut} ${y}`,
    `H${x + size - cut}`,
    `L${x + size} ${y + cut}`,
    `V${y + size - cut}`,
    `L${x + size - cut} ${y + size}`,
    `H${x + cut}`,
    `L${x} ${y + size - cut}`,
    `V${y + cut}`,
    'Z',
  ].join(' ');
}

/** Barcelona's Eixample grid under the sun, with a collaboration card and a chat on top. */
export function EixampleIllustration(props: IllustrationProps) {
  const blocks = [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((col) => ({ row, col, x: 16 + col * 148, y: 56 + row * 124 })),
  );
  return (
    <Illustration width={480} height={440} {...props}>
      <circle cx={404} cy={64} r={46} className="fill-primary-400" />
      {blocks.map(({ row, col, x, y }) => (
        <g key={`${row}-${col}`}>
          <path
            d={octagon(x, y, 124, 26)}
            className={(row + col) % 3 === 1 ? 'fill-primary-900' : 'fill-primary-700'}
          />
          <path d={octagon(x + 30, y + 30, 64, 14)} className="fill-primary-800" />
        </g>
      ))}
      {/* A proposal card. */}
      <g transform="translate(170 150)">
        <rect width={236} height={214} rx={22} className="fill-white" />
        <rect x={14} y={14} width={208} height={96} rx={14} className="fill-primary-200" />
        <circle cx={60} cy={62} r={22} className="fill-primary-400" />
        <path d="M96 110 150 52l58 58Z" className="fill-primary-300" />
        <rect x={14} y={126} width={150} height={12} rx={6} className="fill-neutral-800" />
        <rect x={14} y={148} width={112} height={10} rx={5} className="fill-neutral-300" />
        <rect x={14} y={174} width={96} height={26} rx={13} className="fill-primary-600" />
        <rect x={122} y={174} width={64} height={26} rx={13} className="fill-primary-50" />
      </g>
      {/* A chat between the brand and the creator. */}
      <g transform="translate(40 300)">
        <rect width={150} height={44} rx={18} className="fill-white" />
        <rect x={16} y={14} width={96} height={8} rx={4} className="fill-neutral-300" />
        <rect x={16} y={26} width={64} height={8} rx={4} className="fill-neutral-300" />
        <rect x={36} y={56} width={130} height={40} rx={18} className="fill-primary-300" />
        <rect x={52} y={70} width={84} height={10} rx={5} className="fill-primary-800" />
      </g>
    </Illustration>
  );
}

/** A phone with Colla open: a push notification over a list of collaborations. */
export function PhoneIllustration(props: IllustrationProps) {
  return (
    <Illustration width={260} height={520} {...props}>
      <rect width={260} height={520} rx={40} className="fill-neutral-900" />
      <rect x={12} y={12} width={236} height={496} rx={30} className="fill-canvas" />
      <rect x={96} y={24} width={68} height={16} rx={8} className="fill-neutral-900" />
      {/* Push notification: "Vermut Gràcia accepted your application". */}
      <g transform="translate(24 58)">
        <rect width={212} height={64} rx={16} className="fill-white stroke-neutral-200" />
        <rect x={12} y={14} width={36} height={36} rx={10} className="fill-primary-600" />
        <rect x={60} y={18} width={120} height={10} rx={5} className="fill-neutral-800" />
        <rect x={60} y={36} width={88} height={8} rx={4} className="fill-neutral-300" />
      </g>
      {[0, 1, 2].map((item) => (
        <g key={item} transform={`translate(24 ${148 + item * 112})`}>
          <rect width={212} height={96} rx={16} className="fill-white stroke-neutral-200" />
          <rect
            x={10}
            y={10}
            width={76}
            height={76}
            rx={12}
            className={['fill-primary-200', 'fill-warning-100', 'fill-success-100'][item]}
          />
          <rect x={98} y={18} width={96} height={10} rx={5} className="fill-neutral-800" />
          <rect x={98} y={36} width={72} height={8} rx={4} className="fill-neutral-300" />
          <rect x={98} y={60} width={56} height={20} rx={10} className="fill-primary-50" />
        </g>
      ))}
      <rect x={12} y={460} width={236} height={48} className="fill-white" />
      {[0, 1, 2, 3].map((tab) => (
        <circle
          key={tab}
          cx={50 + tab * 53}
          cy={484}
          r={9}
          className={tab === 0 ? 'fill-primary-600' : 'fill-neutral-300'}
        />
      ))}
    </Illustration>
  );
}

/** A shop front with a striped awning: a Barcelona brand. */
export function StorefrontIllustration(props: IllustrationProps) {
  const stripes = [0, 1, 2, 3, 4, 5, 6, 7];
  return (
    <Illustration width={400} height={320} {...props}>
      <circle cx={330} cy={70} r={40} className="fill-primary-200" />
      <rect x={40} y={60} width={320} height={240} rx={12} className="fill-primary-700" />
      {stripes.map((stripe) => (
        <path
          key={stripe}
          d={`M${40 + stripe * 40} 100h40v36a20 20 0 0 1-40 0Z`}
          className={stripe % 2 === 0 ? 'fill-white' : 'fill-primary-500'}
        />
      ))}
      <rect x={40} y={84} width={320} height={20} className="fill-primary-900" />
      <rect x={72} y={172} width={148} height={128} rx={6} className="fill-primary-100" />
      <rect x={88} y={196} width={48} height={40} rx={20} className="fill-warning-100" />
      <rect x={148} y={204} width={56} height={32} rx={8} className="fill-success-100" />
      <rect x={84} y={252} width={124} height={8} rx={4} className="fill-primary-300" />
      <rect x={244} y={172} width={84} height={128} rx={6} className="fill-primary-900" />
      <circle cx={312} cy={240} r={5} className="fill-primary-200" />
      <rect x={20} y={296} width={360} height={12} rx={6} className="fill-neutral-300" />
    </Illustration>
  );
}

/** A phone on a tripod under a ring light: a creator at work. */
export function CreatorIllustration(props: IllustrationProps) {
  return (
    <Illustration width={400} height={320} {...props}>
      <circle cx={200} cy={126} r={96} className="fill-none stroke-primary-300" strokeWidth={18} />
      <rect x={164} y={64} width={72} height={128} rx={14} className="fill-neutral-900" />
      <rect x={171} y={74} width={58} height={108} rx={8} className="fill-primary-200" />
      <circle cx={200} cy={118} r={16} className="fill-primary-500" />
      <path d="M178 172c6-18 38-18 44 0Z" className="fill-primary-500" />
      <path
        d="M200 222v62M200 232l-56 72M200 232l56 72"
        className="stroke-neutral-700"
        strokeWidth={8}
        strokeLinecap="round"
      />
      <rect x={192} y={192} width={16} height={34} rx={4} className="fill-neutral-700" />
      <path
        d="M318 70c0-10 14-14 20-5 6-9 20-5 20 5 0 14-20 24-20 24s-20-10-20-24Z"
        className="fill-primary-600"
      />
      <path
        d="M44 196c0-8 11-11 16-4 5-7 16-4 16 4 0 11-16 19-16 19s-16-8-16-19Z"
        className="fill-primary-400"
      />
    </Illustration>
  );
}

/** Barcelona from the sea: Montjuïc, the Sagrada Família's spires, the Glòries tower, the beach. */
export function SkylineIllustration(props: IllustrationProps) {
  return (
    <Illustration width={480} height={320} {...props}>
      <circle cx={372} cy={86} r={52} className="fill-primary-200" />
      <path d="M0 236c60-70 130-92 200-60v84H0Z" className="fill-primary-300" />
      {[0, 1, 2, 3].map((spire) => (
        <path
          key={spire}
          d={`M${196 + spire * 22} 236V${110 + Math.abs(1.5 - spire) * 22}a9 9 0 0 1 18 0V236Z`}
          className="fill-primary-700"
        />
      ))}
      <path d="M300 236V128c0-38 44-38 44 0v108Z" className="fill-primary-600" />
      <rect x={120} y={196} width={56} height={40} className="fill-primary-500" />
      <rect x={368} y={176} width={72} height={60} className="fill-primary-500" />
      <rect x={0} y={232} width={480} height={88} className="fill-primary-800" />
      <path
        d="M0 262c40-10 80 10 120 0s80 10 120 0 80 10 120 0 80 10 120 0"
        className="fill-none stroke-primary-400"
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path
        d="M40 292c40-10 80 10 120 0s80 10 120 0 80 10 120 0"
        className="fill-none stroke-primary-600"
        strokeWidth={6}
        strokeLinecap="round"
      />
    </Illustration>
  );
}

export type PortraitProps = IllustrationProps & {
  /** The hair: Marta's long, Oriol's short and curly. */
  hair: 'long' | 'curly';
};

/** A founder's portrait, drawn: a head and shoulders on a coloured disc. */
export function PortraitIllustration({ hair, ...props }: PortraitProps) {
  return (
    <Illustration width={160} height={160} {...props}>
      <circle
        cx={80}
        cy={80}
        r={80}
        className={hair === 'long' ? 'fill-primary-200' : 'fill-warning-100'}
      />
      {hair === 'long' && (
        <path d="M38 120c-6-70 12-92 42-92s48 22 42 92Z" className="fill-neutral-800" />
      )}
      <path
        d="M28 160c4-34 26-50 52-50s48 16 52 50Z"
        className={hair === 'long' ? 'fill-primary-700' : 'fill-neutral-700'}
      />
      <rect x={70} y={94} width={20} height={22} rx={8} className="fill-primary-300" />
      <circle cx={80} cy={72} r={28} className="fill-primary-300" />
      {hair === 'curly' && (
        <path
          d="M52 66c-4-20 10-34 28-34s32 14 28 34c-6-6-10-14-12-18-8 8-26 10-44 18Z"
          className="fill-neutral-900"
        />
      )}
      {hair === 'long' && (
        <path
          d="M52 68c2-20 14-30 28-30s26 10 28 30c-16-4-38-10-56 0Z"
          className="fill-neutral-800"
        />
      )}
    </Illustration>
  );
}
