import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Tag } from "@codegouvfr/react-dsfr/Tag";
import { SITE_SERVICES } from "@culture-patrimoine/contract/constants";
import { type KeyboardEvent, useState } from "react";
import { useController } from "react-hook-form";
import { FieldMessage } from "../../../components/form/field-parts.tsx";
import { addService, removeService, toggleService } from "../utils/site-form-values.ts";
import type { SiteFormApi } from "./site-links-fields.tsx";

const predefined: readonly string[] = SITE_SERVICES;

/**
 * SPEC §2: the four predefined services toggled on and off (pressed tags, announced as such), plus
 * services typed freely, each removable.
 */
export function SiteServicesField({ form }: { form: SiteFormApi }) {
  const { field, fieldState } = useController({ control: form.control, name: "services" });
  const [typed, setTyped] = useState("");
  const services = field.value;
  const others = services.filter((service) => !predefined.includes(service));

  const add = () => {
    field.onChange(addService(services, typed));
    setTyped("");
  };
  // Enter adds the service instead of sending the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset
      // Named like the form value, so that the error summary finds the group and its legend.
      name="services"
      className="fr-fieldset"
      aria-labelledby="site-services"
      aria-describedby={fieldState.error ? "site-services-desc-error" : undefined}
    >
      <legend id="site-services" className="fr-fieldset__legend">
        Services
        <span className="fr-hint-text">Sélectionnez les services proposés, ou ajoutez-en d’autres.</span>
      </legend>
      <div className="fr-fieldset__element">
        <ul className="fr-tags-group" aria-label="Services courants">
          {SITE_SERVICES.map((service) => (
            <li key={service}>
              <Tag
                pressed={services.includes(service)}
                nativeButtonProps={{
                  type: "button",
                  onClick: () => field.onChange(toggleService(services, service)),
                }}
              >
                {service}
              </Tag>
            </li>
          ))}
        </ul>
      </div>
      {others.length > 0 && (
        <div className="fr-fieldset__element">
          <ul className="fr-tags-group" aria-label="Autres services">
            {others.map((service) => (
              <li key={service}>
                <Tag
                  dismissible
                  nativeButtonProps={{
                    type: "button",
                    "aria-label": `Retirer ${service}`,
                    onClick: () => field.onChange(removeService(services, service)),
                  }}
                >
                  {service}
                </Tag>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="fr-fieldset__element">
        <Input
          label="Autre service"
          hintText={"Par exemple\u00a0: boutique, vestiaire, espace pique-nique"}
          addon={
            <Button
              type="button"
              priority="secondary"
              onClick={add}
              nativeButtonProps={{ "aria-label": "Ajouter le service" }}
            >
              Ajouter
            </Button>
          }
          nativeInputProps={{ value: typed, onChange: (event) => setTyped(event.target.value), onKeyDown }}
        />
      </div>
      <FieldMessage fieldId="site-services" message={fieldState.error?.message} />
    </fieldset>
  );
}
