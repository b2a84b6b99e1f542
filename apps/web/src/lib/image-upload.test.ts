import { validationMessages } from "@culture-patrimoine/contract/messages";
import { describe, expect, it } from "vitest";
import { imageAltIssues, toMultipartForm } from "./image-upload.ts";

describe("toMultipartForm", () => {
  it("sends text as it is, numbers as digits, lists as JSON, leaves out null and the replaced address", () => {
    const image = new File([new Uint8Array([255, 216, 255])], "orgue.jpg", { type: "image/jpeg" });
    const form = toMultipartForm(
      {
        title: "Récital d’orgue",
        price: null,
        lieu_id: 4,
        sessions: [{ starts_at: "2030-06-01T18:00:00.000Z", ends_at: null, capacity: 80 }],
        image_url: "/uploads/old.webp",
        image_alt: "Les tuyaux dorés",
      },
      image,
      ["image_url"],
    );
    expect([...form.keys()].sort()).toEqual(["image", "image_alt", "lieu_id", "sessions", "title"]);
    expect(form.get("lieu_id")).toBe("4");
    expect(JSON.parse(String(form.get("sessions")))).toEqual([
      { starts_at: "2030-06-01T18:00:00.000Z", ends_at: null, capacity: 80 },
    ]);
    const sent = form.get("image");
    expect(sent instanceof File && sent.name).toBe("orgue.jpg");
  });
});

describe("imageAltIssues", () => {
  const file = new File([new Uint8Array([1])], "a.png", { type: "image/png" });

  it("asks for the text alternative of a picture chosen or kept, and of none otherwise", () => {
    const issue = [{ path: "image_alt", message: validationMessages.imageAltRequired }];
    expect(imageAltIssues({ image_file: file, image_alt: " " }, "")).toEqual(issue);
    expect(imageAltIssues({ image_file: null, image_alt: "" }, "/uploads/x.webp")).toEqual(issue);
    expect(imageAltIssues({ image_file: file, image_alt: "Une façade" }, "")).toEqual([]);
    expect(imageAltIssues({ image_file: null, image_alt: "" }, "")).toEqual([]);
  });
});
