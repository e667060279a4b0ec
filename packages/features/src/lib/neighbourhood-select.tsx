import { barriName, barrisOf, DISTRICTS } from '@colla/api-client/places';
import { useLingui } from '@lingui/react/macro';
import type { FieldControlProps } from '@colla/ui/components/field';
import {
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectRoot,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@colla/ui/components/select';
import {
  OUTSIDE_BARCELONA,
  toNeighbourhood,
  type Neighbourhood,
} from '../settings/creator-profile-place';

export interface NeighbourhoodSelectProps {
  /** The Field's control props (id, described-by, invalid). */
  control: FieldControlProps;
  value: Neighbourhood;
  onChange: (value: Neighbourhood) => void;
  /** Said while nothing is chosen (by default "Choose your neighbourhood"). */
  placeholder?: string;
  name?: string;
}

/**
 * Barcelona's 73 barris grouped by their 10 districts (the city's names), then "Outside
 * Barcelona" (the form then asks for the town): a creator's neighbourhood, a brand's address.
 */
export function NeighbourhoodSelect({
  control,
  value,
  onChange,
  placeholder,
  name = 'neighbourhood',
}: NeighbourhoodSelectProps) {
  const { t } = useLingui();
  return (
    <SelectRoot name={name} value={value} onValueChange={(next) => onChange(toNeighbourhood(next))}>
      <SelectTrigger {...control} className="sm:max-w-sm">
        <SelectValue placeholder={placeholder ?? t`Choose your neighbourhood`} />
      </SelectTrigger>
      {/* Long names wrap instead of running off a phone's screen. */}
      <SelectContent className="max-w-(--radix-select-content-available-width)">
        <SelectItem value={OUTSIDE_BARCELONA}>{t`Outside Barcelona`}</SelectItem>
        <SelectSeparator />
        {DISTRICTS.map((district) => (
          <SelectGroup key={district.code}>
            <SelectLabel>{district.name}</SelectLabel>
            {barrisOf(district.code).map((barri) => (
              <SelectItem key={barri.code} value={barri.code}>
                {barriName(barri.code)}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </SelectRoot>
  );
}
