import { lieuChoiceMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { type ReactNode, useId, useState } from "react";
import { type FieldPathByValue, type FieldValues, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { FieldLabel } from "./form/field-parts.tsx";
import { SelectField } from "./form/select-field.tsx";
import type { FormFieldProps } from "./form/use-form-field.ts";
import { lieuMatches, lieuOption } from "./lieu-option.ts";

export interface LieuFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>> {
  /** Every venue (venues are public places, issue 28); undefined while they load. */
  lieux: readonly Pick<LieuResponse, "id" | "nom" | "ville">[] | undefined;
  label: ReactNode;
  hint?: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  /** The text of the empty choice: « Choisir un lieu », or « Aucun lieu » where none is a choice. */
  placeholder: string;
  disabled?: boolean;
}

/**
 * The venue of an event, a route or a site: a search by name or city narrows the select, whose
 * choice a search never takes away, and « Nouveau lieu » leads to the venue form for one not listed
 * yet (its form's choices are fetched again when the organiser comes back).
 */
export function LieuField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  id,
  lieux,
  label,
  hint,
  optional,
  placeholder,
  disabled = false,
}: LieuFieldProps<TValues, TContext, TOutput>) {
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const chosen = useWatch({ control: form.control, name }) as string;
  const matching = (lieux ?? []).filter((lieu) => String(lieu.id) === chosen || lieuMatches(lieu, search));
  const searching = search.trim() !== "";
  const unavailable = disabled || lieux === undefined || lieux.length === 0;

  return (
    <div className="cp-lieu-field">
      <div className={`fr-input-group${unavailable ? " fr-input-group--disabled" : ""}`}>
        <FieldLabel
          htmlFor={searchId}
          label={lieuChoiceMessages.searchLabel}
          hint={lieuChoiceMessages.searchHint}
        />
        <input
          id={searchId}
          className="fr-input"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          disabled={unavailable || undefined}
          aria-describedby={statusId}
        />
        {/* Said as the list narrows, so that a screen reader knows what the select now holds. */}
        <p id={statusId} className="fr-hint-text fr-mt-1v" aria-live="polite">
          {searching
            ? lieuChoiceMessages.searchMatches(matching.filter((lieu) => lieuMatches(lieu, search)).length)
            : ""}
        </p>
      </div>
      <SelectField
        // A new element when the venues arrive or change, so that react-hook-form selects the form's
        // value again (an edited item's venue arrives with the list, after the form was drawn).
        key={lieux?.map((lieu) => lieu.id).join(",") ?? "pending"}
        form={form}
        name={name}
        id={id}
        label={label}
        hint={hint}
        optional={optional}
        disabled={unavailable}
        placeholder={lieux === undefined ? lieuChoiceMessages.choicesLoading : placeholder}
        options={matching.map(lieuOption)}
      />
      <p className="fr-text--sm">
        <Link to={paths.lieuCreate.getHref()}>{lieuChoiceMessages.newLieu}</Link>
      </p>
    </div>
  );
}
