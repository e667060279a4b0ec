import { useState, type ComponentType } from 'react';

/** The props of a pure form whose values its parent holds. */
interface HeldValuesProps {
  values: object;
  onValueChange: (field: never, value: string) => void;
}

/** The form's field names, as its `onValueChange` takes them. */
type FieldOf<P> = P extends { onValueChange: (field: infer F, value: string) => void } ? F : never;

/**
 * A pure form for stories: the story holds its values (so typing shows), and each change is
 * still reported to the story's `onValueChange` spy. Rendered in a phone-to-desktop column.
 */
export function withHeldValues<P extends HeldValuesProps>(Form: ComponentType<P>) {
  return function HeldValues(props: P) {
    const [values, setValues] = useState(props.values);
    const report = props.onValueChange as (field: FieldOf<P>, value: string) => void;
    const onValueChange = (field: FieldOf<P>, value: string) => {
      report(field, value);
      setValues((current) => ({ ...current, [field as string]: value }));
    };
    return (
      <div className="mx-auto max-w-md p-4 sm:p-8">
        <Form {...({ ...props, values, onValueChange } as P)} />
      </div>
    );
  };
}
